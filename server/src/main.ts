// First of all, before anything opens a file: what the server creates is its owner's only.
import './lib/umask.ts';
import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';

// Read once here, in the primary too: a wrong setting stops the start with one message instead of in every worker, and
// a JWT secret generated into DATA_DIR is written before any worker reads it.
const config = loadConfig();

if (cluster.isPrimary && config.webConcurrency > 1) {
  runPrimary(config);
} else {
  // Loaded only where it runs: the primary holds no app, no database and no image library.
  const { serve } = await import('./serve.ts');
  await serve(config);
}
