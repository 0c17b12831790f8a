import writeFileAtomic from 'write-file-atomic'

/**
 * A temporary file beside the target, fsynced, then renamed over it: a reader (the preview, a
 * build) sees the old file or the new one, never half of one, and a failed write leaves the old.
 * `onTempFile` runs once the temporary file exists (tests fail the write there).
 */
export async function writeFileAtomically(
  file: string,
  text: string,
  onTempFile?: (temp: string) => Promise<void>,
): Promise<void> {
  await writeFileAtomic(file, text, {
    encoding: 'utf8',
    fsync: true,
    ...(onTempFile ? { tmpfileCreated: onTempFile } : {}),
  })
}
