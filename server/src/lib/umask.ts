// Imported first by main.ts, so it runs before any module opens a file: everything the server creates from now on
// (the embedded database and its write-ahead log, the SMS outbox, uploads, the JWT secret) is readable by its owner
// only, 0600 files and 0700 folders, whatever umask the shell had.
process.umask(0o077);
