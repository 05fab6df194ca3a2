// Where the room reaches the laptop: every IPv4 address of its network cards (or the one `--host` names), each as a
// link and a QR code.
import { isIP } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { renderUnicodeCompact } from 'uqr';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

export function roomAddresses(interfaces: Interfaces = networkInterfaces()): { name: string; address: string }[] {
  return Object.entries(interfaces).flatMap(([name, entries]) =>
    (entries ?? [])
      .filter((entry) => entry.family === 'IPv4' && !entry.internal)
      .map((entry) => ({ name, address: entry.address })),
  );
}

/** 0.0.0.0 and :: stand for every network card. */
export const listensEverywhere = (host: string) => host === '0.0.0.0' || host === '::';

const loopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

export const urlOf = (address: string, port: number) =>
  `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}/`;

export interface ServedAddresses {
  /** Where the site opens on this laptop. */
  local: string;
  /** Where the room opens it, with the network card's name; none when only this laptop can reach the server. */
  room: { name: string; url: string }[];
  /** Bound to a loopback address (`--host 127.0.0.1`): nobody else in the room can reach it. */
  onlyHere: boolean;
}

/** The addresses to show at the start: with `--host`, only the one the server listens on. */
export function servedAddresses(
  host: string,
  port: number,
  interfaces: Interfaces = networkInterfaces(),
): ServedAddresses {
  if (listensEverywhere(host)) {
    const room = roomAddresses(interfaces).map(({ name, address }) => ({ name, url: urlOf(address, port) }));
    return { local: urlOf('localhost', port), room, onlyHere: false };
  }
  if (loopback(host)) return { local: urlOf(host, port), room: [], onlyHere: true };
  const card = Object.entries(interfaces).find(([, entries]) => entries?.some((entry) => entry.address === host));
  const url = urlOf(host, port);
  return { local: url, room: [{ name: card?.[0] ?? host, url }], onlyHere: false };
}

/** What the start prints about where the site opens, each room address with its QR code. */
export function addressLines(host: string, port: number, interfaces: Interfaces = networkInterfaces()): string[] {
  const served = servedAddresses(host, port, interfaces);
  const lines = [`Auf diesem Laptop: ${served.local}`];
  if (served.onlyHere)
    lines.push(`Die Seite ist nur auf diesem Laptop erreichbar (--host ${host}). Für den Raum ohne --host starten.`);
  else if (!served.room.length)
    lines.push(
      'Kein Netzwerk gefunden: Die Seite ist nur auf diesem Laptop erreichbar. Bitte mit dem WLAN verbinden und neu starten.',
    );
  for (const { name, url } of served.room) lines.push('', `Im Raum (${name}): ${url}`, qrCodeOf(url));
  return lines;
}

/**
 * Light modules are drawn as blocks in white on black, whatever the terminal's own colours: without the colours a
 * light terminal would show the code inverted, which some phone cameras do not read.
 */
export function qrCodeOf(url: string): string {
  return renderUnicodeCompact(url, { ecc: 'M', border: 2 })
    .split('\n')
    .map((line) => `\x1b[97;40m${line}\x1b[0m`)
    .join('\n');
}
