// @vitest-environment node
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEXIE_CHANGES_CHANNEL, openDemoStore } from './open-demo-store';

/** A worker that never answers: enough to see whether the page started one. */
function stubWorker() {
  const started: unknown[] = [];
  class NeverReadyWorker {
    constructor(...args: unknown[]) {
      started.push(args);
    }
    addEventListener() {}
    postMessage() {}
    terminate() {}
  }
  vi.stubGlobal('Worker', NeverReadyWorker);
  return started;
}

/** Resolves once a message posted on the channel now has reached the other listeners of the process. */
async function deliveredOn(channel: BroadcastChannel, message: unknown) {
  const probe = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
  const arrived = new Promise((resolve) => (probe.onmessage = resolve));
  channel.postMessage(message);
  await arrived;
  await new Promise((resolve) => setTimeout(resolve, 0));
  probe.close();
}

describe('a page whose demo store has not started yet', () => {
  const channels: BroadcastChannel[] = [];
  const otherTab = () => {
    const channel = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
    channels.push(channel);
    return channel;
  };

  afterEach(() => {
    channels.splice(0).forEach((channel) => channel.close());
    vi.unstubAllGlobals();
  });

  it("hears another tab's write without starting its worker", async () => {
    const started = stubWorker();
    const repository = await openDemoStore(() => null);
    const heard = vi.fn();
    repository.subscribe(heard);

    await deliveredOn(otherTab(), { all: true });

    expect(heard).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(0);
    // The first call closes the page's own listener, so it does not hear the next test's messages.
    void repository.products.list({});
  });

  it('leaves listening to the store once the store has started', async () => {
    const started = stubWorker();
    const repository = await openDemoStore(() => null);
    const heard = vi.fn();
    repository.subscribe(heard);

    void repository.products.list({});
    expect(started).toHaveLength(1);
    await deliveredOn(otherTab(), { all: true });

    expect(heard).not.toHaveBeenCalled();
  });
});

it("is Dexie's channel for changes made in another tab", async () => {
  const db = new Dexie('open-demo-store-test');
  db.version(1).stores({ notes: '++id' });
  const listener = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
  const message = new Promise((resolve) => (listener.onmessage = resolve));
  try {
    await db.table('notes').add({ text: 'Hallo' });
    await expect(message).resolves.toBeDefined();
  } finally {
    listener.close();
    db.close();
    await Dexie.delete('open-demo-store-test');
  }
});
