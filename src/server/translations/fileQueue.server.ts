/**
 * Runs tasks on one file one after another (within this process): two saves of the same file
 * cannot interleave their read, check and write. Other files go on in parallel.
 */
const tails = new Map<string, Promise<unknown>>()

export function serializedOnFile<T>(file: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(file) ?? Promise.resolve()
  const run = previous.then(task, task)
  const tail = run.catch(() => undefined)
  tails.set(file, tail)
  // The map forgets a file once nothing is queued on it.
  void tail.then(() => {
    if (tails.get(file) === tail) tails.delete(file)
  })
  return run
}
