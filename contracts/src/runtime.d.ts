/**
 * The globals contracts use that every runtime (browser and Node) provides. Declared here
 * instead of pulling in the DOM or Node libraries, so nothing platform-specific can slip in.
 */
declare class URL {
  constructor(input: string, base?: string);
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
}
declare const console: { warn(...data: unknown[]): void };
