// Preloaded (`node --import`) by `npm start` into the API and the rendering server, which it spawns
// with an IPC channel: when start.mjs is gone, however it went (a crash, SIGKILL, a closed terminal),
// the channel closes and the server stops as on SIGTERM (its own graceful stop), so that no server
// is left behind holding its port. Without a channel (started on its own) it does nothing.
if (process.channel) {
  process.once('disconnect', () => {
    setTimeout(() => process.exit(1), 15_000).unref();
    process.kill(process.pid, 'SIGTERM');
  });
  // Listening for 'disconnect' holds the process open; the server's own handles decide when it ends.
  setImmediate(() => process.channel?.unref());
}
