#!/bin/sh
# Startet den Workshop-Server (Linux, macOS im Terminal): ./start.sh oder ./start.sh --sample
if ! command -v node >/dev/null 2>&1; then
  echo "Node.js fehlt auf diesem Laptop. Bitte vorab, mit Internet, die LTS-Version von nodejs.org installieren." >&2
  exit 1
fi
exec node "$(dirname "$0")/start.mjs" "$@"
