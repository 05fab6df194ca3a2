import { installConsoleGuard } from './console-guard';

// A module of its own so setup.ts can import it before Testing Library registers its cleanup.
installConsoleGuard();
