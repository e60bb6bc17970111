// CI helper: makes sure MariaDB/MySQL answers on 127.0.0.1:3306 (starting Debian's mariadbd when it
// is installed but stopped), creates a dedicated database and prints its URL for TEST_MYSQL_URL;
// `ci-mysql.mjs NAME --drop` removes it and the per-suite databases derived from it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import mysql from 'mysql2/promise';

const host = process.env.CI_MYSQL_HOST ?? '127.0.0.1';
const port = Number(process.env.CI_MYSQL_PORT ?? 3306);
const user = process.env.CI_MYSQL_USER ?? 'root';
const password = process.env.CI_MYSQL_PASSWORD ?? '';
const database = process.argv[2] ?? 'folio_ci';
const drop = process.argv[3] === '--drop';

async function connect() {
  return mysql.createConnection({ host, port, user, password });
}

async function reachable() {
  try {
    await (await connect()).end();
    return true;
  } catch {
    return false;
  }
}

if (!(await reachable()) && existsSync('/usr/sbin/mariadbd')) {
  console.error('MariaDB is not answering; starting /usr/sbin/mariadbd');
  spawnSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', '/usr/sbin/mariadbd', '--', '--user=root'], { stdio: 'inherit' });
  for (let attempt = 0; attempt < 30 && !(await reachable()); attempt += 1) await new Promise((r) => setTimeout(r, 1000));
}

let connection;
try {
  connection = await connect();
} catch (error) {
  console.error(`MySQL/MariaDB is not reachable at ${host}:${port} as ${user}: ${error.message}`);
  console.error('The API suites must also pass on MySQL in CI; install and start MariaDB, or set CI_MYSQL_* to reach one.');
  process.exit(1);
}
if (drop) {
  // Also the per-suite databases the API tests derive from this name.
  const [rows] = await connection.query('SHOW DATABASES LIKE ?', [`${database}%`]);
  for (const row of rows) await connection.query(`DROP DATABASE IF EXISTS \`${Object.values(row)[0]}\``);
  await connection.end();
  process.exit(0);
}
await connection.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
await connection.end();
const credentials = password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}` : encodeURIComponent(user);
console.log(`mysql://${credentials}@${host}:${port}/${database}`);
