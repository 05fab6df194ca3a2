// Where the room reaches the laptop: every IPv4 address of its network cards, each as a link and a QR code.
import { networkInterfaces } from 'node:os';
import { renderUnicodeCompact } from 'uqr';

export function roomAddresses(): { name: string; address: string }[] {
  return Object.entries(networkInterfaces()).flatMap(([name, entries]) =>
    (entries ?? []).filter((entry) => entry.family === 'IPv4' && !entry.internal).map((entry) => ({ name, address: entry.address })),
  );
}

export function qrCodeOf(url: string): string {
  return renderUnicodeCompact(url, { ecc: 'L', border: 1 });
}
