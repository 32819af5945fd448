// Writing a million rows into a table keeps each of its indexes in order row by row: random
// inserts all over each index's B-tree. Building the index once after the rows are in is one
// sort, several times cheaper on a 2-core machine. Only the secondary, non-unique indexes go:
// the unique ones keep the seed honest (a duplicate fails the run and rolls it back).
// All of it happens inside the seed's one transaction, so a failed run leaves every index.

/** Runs `step` with the named tables' droppable indexes dropped, then builds them again. */
export function withoutIndexes(db, tables, step) {
  const names = tables.map((t) => `'${t}'`).join(", ");
  const indexes = db
    .prepare(
      `SELECT name, sql FROM sqlite_master
       WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (${names})
       ORDER BY tbl_name, name`,
    )
    .all();
  for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
  step();
  for (const { sql } of indexes) db.exec(sql);
}

/**
 * Runs `step` with the named triggers dropped, then creates them again and runs `recount`: the
 * figures the triggers keep (migrations/1332_catalog_counts.sql) are counted once over the bulk
 * rows, not one row at a time. Inside the seed's one transaction like the indexes.
 */
export function withoutTriggers(db, triggers, recount, step) {
  const names = triggers.map((t) => `'${t}'`).join(", ");
  const saved = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${names}) ORDER BY name`).all();
  if (saved.length !== triggers.length) throw new Error(`The schema lacks a trigger of ${names}: migrate first.`);
  for (const { name } of saved) db.exec(`DROP TRIGGER "${name}"`);
  step();
  for (const { sql } of saved) db.exec(sql);
  db.exec(recount);
}
