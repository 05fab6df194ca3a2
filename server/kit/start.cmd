@echo off
rem Startet den Workshop-Server unter Windows: Doppelklick, oder im Terminal: start.cmd --sample
where node >nul 2>nul
if errorlevel 1 (
  echo Node.js fehlt auf diesem Laptop. Bitte vorab, mit Internet, die LTS-Version von nodejs.org installieren.
  pause
  exit /b 1
)
node "%~dp0start.mjs" %*
rem Eine Meldung beim Start bleibt lesbar, bevor sich das Fenster schliesst.
if errorlevel 1 pause
