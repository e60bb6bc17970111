import type { Knex } from 'knex';
import * as portfolio from './20261122000100_portfolio.js';
import * as blog from './20261122000200_blog.js';
import * as auth from './20261122000300_auth.js';
import * as sessionOwner from './20261123001100_session_owner.js';
import * as twoFactor from './20261123001200_two_factor.js';
import * as updatedAt from './20261123002000_updated_at.js';
import * as caseStudyHtmlSize from './20261123003000_case_study_html_size.js';
import * as blogIndexesAndSearch from './20261123004000_blog_indexes_and_search.js';
import * as media from './20261123005000_media.js';
import * as writeDigest from './20261124000100_write_digest.js';
import * as postRevisions from './20261124000200_post_revisions.js';
import * as signInTrail from './20261125100100_sign_in_trail.js';
import * as hashedSessionIds from './20261125200100_hashed_session_ids.js';
import * as postViews from './20261125200200_post_views.js';
import * as postPersonaLists from './20261126100100_post_persona_lists.js';
import * as contactMessages from './20261126200100_contact_messages.js';
import * as analytics from './20261127100100_analytics.js';
import * as cvSettings from './20261128100000_cv_settings.js';
import * as contactHardening from './20261129100100_contact_hardening.js';
import * as signInHistory from './20261129200100_sign_in_history.js';
import * as analyticsCaps from './20261129300100_analytics_caps.js';
import * as analyticsMessages from './20261129300200_analytics_messages.js';
import * as newsletter from './20261130100100_newsletter.js';
import * as messageRepliesNotes from './20261201100100_message_replies_notes.js';
import * as analyticsVisits from './20261201100200_analytics_visits.js';
import * as featuredImageAlt from './20261201100300_featured_image_alt.js';
import * as siteTexts from './20261201100400_site_texts.js';
import * as socialLinkPersonas from './20261201100500_social_link_personas.js';
import * as caseStudySlugs from './20261205100100_case_study_slugs.js';
import * as testimonials from './20261205100200_testimonials.js';
import * as skillYears from './20261205100300_skill_years.js';
import * as caseStudyRoleTimeline from './20261206100100_case_study_role_timeline.js';
import * as contentGeneration from './20261207100100_content_generation.js';
import * as contentCreateKeys from './20261208100100_content_create_keys.js';

type Migration = { name: string; up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Listed explicitly so that the built API, the tests and both engines run the same migrations. */
const migrations: Migration[] = [portfolio, blog, auth, sessionOwner, twoFactor, updatedAt, caseStudyHtmlSize, blogIndexesAndSearch, media, writeDigest, postRevisions, signInTrail, hashedSessionIds, postViews, postPersonaLists, contactMessages, analytics, cvSettings, contactHardening, signInHistory, analyticsCaps, analyticsMessages, newsletter, messageRepliesNotes, analyticsVisits, featuredImageAlt, siteTexts, socialLinkPersonas, caseStudySlugs, testimonials, skillYears, caseStudyRoleTimeline, contentGeneration, contentCreateKeys];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/**
 * A database a newer release migrated holds migrations this code does not know. Expand, then contract
 * (docs/migrations.md) keeps that schema right for this code, so knex must not refuse it as "The
 * migration directory is corrupt" (its default): this release's API, restarted or rolled back to after
 * the next one migrated, runs on it.
 */
const MIGRATOR: Knex.MigratorConfig = { migrationSource, disableMigrationsListValidation: true };

/** Applies this code's pending migrations; resolves to their names, oldest first (none: up to date). */
export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(MIGRATOR)) as [number, string[]];
  return applied;
}

/**
 * Only under the start-up lock (start-up-lock.ts), where no other process migrates: knex's own lock
 * still set was left by a process that died while migrating (MySQL commits each schema change at
 * once, the lock's row with it), and would stop every later migration with "Migration table is
 * already locked".
 */
export async function releaseStaleMigrationLock(db: Knex): Promise<void> {
  await db.migrate.forceFreeMigrationsLock(MIGRATOR);
}

/** Migrations applied to the database, oldest first; empty when it has never been migrated. */
export async function appliedMigrations(db: Knex): Promise<string[]> {
  if (!(await db.schema.hasTable('knex_migrations'))) return [];
  const rows: { name: string }[] = await db('knex_migrations').select('name').orderBy('id');
  return rows.map((row) => row.name);
}

/** Every migration this code knows, oldest first. */
export async function knownMigrations(): Promise<string[]> {
  return migrations.map((migration) => migration.name);
}

/**
 * How the database's schema stands against this code, read without writing anything: `missing`, this
 * code's migrations the database lacks (behind: this code must not run on it); `unknown`, migrations a
 * newer release applied (ahead: allowed, the point of expand and contract).
 */
export async function schemaState(db: Knex): Promise<{ missing: string[]; unknown: string[] }> {
  const applied = await appliedMigrations(db);
  const known = await knownMigrations();
  return { missing: known.filter((name) => !applied.includes(name)), unknown: applied.filter((name) => !known.includes(name)) };
}
