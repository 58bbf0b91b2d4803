// `npm run admin -- <command>`: operator tasks against the configured database.
//   grant-superadmin <email>    make a registered user a super-admin
//   revoke-superadmin <email>   take it back
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createAuthRepository } from '../src/server/features/auth/repository.ts';

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run admin -- grant-superadmin|revoke-superadmin <email>';
if ((command !== 'grant-superadmin' && command !== 'revoke-superadmin') || !email) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const user = await createAuthRepository(database.db).setSuperadmin(email, command === 'grant-superadmin');
  if (!user) {
    console.error(`No registered user has the email ${email}`);
    process.exitCode = 1;
  } else {
    console.info(`${user.email} is ${user.isSuperadmin ? 'now' : 'no longer'} a super-admin.`);
  }
} finally {
  await database.close();
}
