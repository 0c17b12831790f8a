import writeFileAtomic from 'write-file-atomic'

/**
 * A temporary file beside the target, fsynced, then renamed over it: a reader (the preview, a
 * build) sees the old file or the new one, never half of one, and a failed write leaves the old.
 */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  await writeFileAtomic(file, text, { encoding: 'utf8', fsync: true })
}
