// `npm run admin -- create-user --email someone@example.com [--role owner|staff|translator]`:
// creates an account in the database DATA_DIR or DATABASE_URL names, as an owner unless --role
// says otherwise (the first account must manage the others). The password is asked for (hidden) on a terminal, or
// read from the first line of standard input ('echo "$PASSWORD" | npm run admin -- create-user …').
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { isRole, roles } from '#features/admin/roles.ts'
import { ensureAdminUser } from '#server/admin/ensureAdminUser.server.ts'
import { readDatabaseConfig } from '#server/config.server.ts'
import { openDatabase } from '#server/db/openDatabase.server.ts'

const usage = `usage: npm run admin -- create-user --email <address> [--role ${roles.join('|')}] (default owner)`

async function readPassword(): Promise<string> {
  const input = process.stdin
  if (!input.isTTY) {
    const lines = createInterface({ input })
    for await (const line of lines) return line
    return ''
  }
  process.stdout.write('Password (at least 12 characters): ')
  input.setRawMode(true)
  let password = ''
  for await (const chunk of input) {
    for (const char of String(chunk)) {
      if (char === '\r' || char === '\n') {
        input.setRawMode(false)
        process.stdout.write('\n')
        input.pause()
        return password
      }
      if (char === '\u0003') process.exit(130)
      password = char === '\u007f' ? password.slice(0, -1) : password + char
    }
  }
  return password
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, role: { type: 'string', default: 'owner' } },
})
if (positionals[0] !== 'create-user' || !values.email || !isRole(values.role)) {
  console.error(usage)
  process.exit(2)
}
const role = values.role

const { db } = await openDatabase(readDatabaseConfig())
try {
  const outcome = await ensureAdminUser(db, values.email, await readPassword(), role)
  console.log(
    outcome === 'created'
      ? `Created ${values.email} (${role}).`
      : `${values.email} already has an account; nothing changed.`,
  )
} catch (error) {
  console.error(`Refused: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
