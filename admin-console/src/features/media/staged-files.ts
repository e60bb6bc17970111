/**
 * Files waiting for their upload mutation, by upload id. A File is not serialisable, so it stays out
 * of the mutation's argument (and of the store): the component stages it and passes the id.
 */
const staged = new Map<string, File>();
let counter = 0;

export function stageFile(file: File): string {
  counter += 1;
  const id = `upload-${counter}`;
  staged.set(id, file);
  return id;
}

/** The staged file, handed over once. */
export function takeStagedFile(id: string): File | undefined {
  const file = staged.get(id);
  staged.delete(id);
  return file;
}
