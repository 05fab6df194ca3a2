// Startet den Workshop-Server dieses Koffers: node start.mjs [Optionen], z. B. node start.mjs --sample
// Braucht nur Node.js, kein Internet und keine weiteren Pakete.
// engines: ^20.19.0 || >=22.13.0
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 23;
if (!supported) {
  console.error(
    `Dieser Workshop-Server braucht Node.js 20.19 oder neuer (bei Version 22: 22.13 oder neuer); auf diesem Laptop ist ${process.versions.node} installiert. Bitte vorab, mit Internet, die LTS-Version von nodejs.org installieren.`,
  );
  process.exit(1);
}
await import('./programm/workshop.js');
