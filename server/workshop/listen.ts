// Opens the port, or refuses the start with one German sentence that says what to do.
import type { Server } from 'node:http';
import { StartRefused } from './data-commands';

export async function listenOrRefuse(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        fail(
          new StartRefused(
            `Port ${port} ist schon belegt. Bitte einen anderen wählen: --port ${port === 65535 ? 8080 : port + 1}`,
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL')
        fail(
          new StartRefused(
            `Die Adresse ${host} gehört zu keiner Netzwerkkarte dieses Laptops. Bitte eine seiner Adressen angeben oder --host weglassen.`,
          ),
        );
      else if (error.code === 'EACCES')
        fail(
          new StartRefused(`Port ${port} darf dieses Konto nicht öffnen. Bitte einen Port ab 1024 wählen: --port 8080`),
        );
      else fail(error);
    });
    server.listen(port, host, () => done());
  });
}
