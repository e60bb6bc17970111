/** A refusal or failure the operator can act on: the CLI prints its message alone and exits non-zero. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
