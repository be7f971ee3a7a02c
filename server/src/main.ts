// First of all, before anything opens a file: what the server creates is its owner's only.
import './lib/umask.ts';
import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { loadConfig, type Config } from './config.ts';

// Read once here, in the primary too: a wrong setting stops the start with one message instead of in every worker, and
// a JWT secret generated into DATA_DIR is written before any worker reads it.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A refused setting is the operator's to fix: its message, without a stack trace into the config loader.
  console.error(`Sofra cannot start: ${(error as Error).message}`);
  process.exit(1);
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  runPrimary(config);
} else {
  // Loaded only where it runs: the primary holds no app, no database and no image library.
  const { serve } = await import('./serve.ts');
  await serve(config);
}
