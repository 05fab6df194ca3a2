import { NotFoundError } from '../errors';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { parseData } from './parse';
import { workshopRoomPlan } from './read-plans/workshop-room';
import { tolerant } from './tolerant';

const readRoom = tolerant(workshopRoomPlan, 'Raum');

export function createHttpWorkshop(http: HttpClient): Repository['workshop'] {
  return {
    async room() {
      try {
        return parseData(readRoom, await http.get(endpoints.workshopRoom));
      } catch (error) {
        // The provider's server has no room: it answers 404, and then the app shows none.
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  };
}
