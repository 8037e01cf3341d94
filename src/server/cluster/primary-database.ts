import type { AppConfig } from "../config";
import { openDatabase, type Database } from "../db/database";

/** The primary's embedded PGlite (migrations applied), which serves every worker's queries. */
export function buildDatabaseForPrimary(config: AppConfig): Promise<Database> {
  return openDatabase({ dataDir: config.DATA_DIR });
}
