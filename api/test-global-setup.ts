/**
 * Vitest's global set-up of the API's tests (vitest.config.ts, project "api"): the database is
 * migrated and seeded ONCE per run (about 5-8 s), and every test file starts from a copy of it
 * (api/test-support.ts, seededDatabase()): on PGlite a dump of the seeded data directory, loaded
 * into each file's in-memory database (and the crash test's data directory); on PostgreSQL
 * (DATABASE_URL, npm run test:api:pg) a seeded template database that each file's database is
 * created from.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a seeded PGlite data directory. */
    seededDump: string;
    /** The name of a seeded database on DATABASE_URL's server, to create databases from. */
    seededTemplate: string;
  }
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A project's own env wins (project `pglite` sets DATABASE_URL to '': always PGlite).
  const url = project.config.env['DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (url) {
    const name = `publicweb_seeded_${process.pid}_${Date.now()}`;
    await admin(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const template = new URL(url);
    template.pathname = `/${name}`;
    const db = await prepareDatabase({ DATABASE_URL: template.toString() }, () => {});
    await db.close();
    project.provide('seededTemplate', name);
    return async () => {
      await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    };
  }
  const db = await prepareDatabase({ PGLITE_DIR: 'memory://' }, () => {});
  const dump = await db.dump!();
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'publicweb-seeded-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDump', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
