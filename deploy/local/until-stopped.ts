/** How `make run` and `make run-images` end: on Ctrl-C or SIGTERM, the whole stack once, then exit. */
export function stopOnCtrlC(stack: { stop(): Promise<void> }): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Rawi...');
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
