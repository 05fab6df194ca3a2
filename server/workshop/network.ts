// Where the room reaches the laptop: every IPv4 address of its network cards, each as a link and a QR code.
import { networkInterfaces } from 'node:os';
import { renderUnicodeCompact } from 'uqr';

export function roomAddresses(): { name: string; address: string }[] {
  return Object.entries(networkInterfaces()).flatMap(([name, entries]) =>
    (entries ?? [])
      .filter((entry) => entry.family === 'IPv4' && !entry.internal)
      .map((entry) => ({ name, address: entry.address })),
  );
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
