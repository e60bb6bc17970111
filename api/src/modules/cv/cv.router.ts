import type Router from '@koa/router';
import { TAG_TYPES, cvPreviewStruct, cvSettingsStruct, type TagType } from '@folio/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { invalidInput } from '../../domain-error.js';
import { parseBody } from '../../http/input.js';
import { cvSettingsService as settings } from './cv-settings.service.js';
import { cvService } from './cv.service.js';

export const CV_PERSONA_RULE = `Persona must be one of ${TAG_TYPES.join(', ')}, or none for the CV of every persona`;

/** The `persona` query parameter: absent or empty for the all-persona CV, else a tag type (400 otherwise). */
export function cvPersonaOf(value: unknown): TagType | null {
  if (value === undefined || value === '') return null;
  const persona = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (persona === '') return null;
  if (persona === null || !TAG_TYPES.includes(persona as TagType)) throw invalidInput({ persona: CV_PERSONA_RULE }, CV_PERSONA_RULE);
  return persona as TagType;
}

/**
 * The CV (contracts/src/cv.ts): the assembled document of a persona, or of them all (public, read as
 * the site's other content is: `Cache-Control: no-cache`, the app's default), and the owner's settings
 * and live preview (admin; writes with the CSRF header).
 */
export function mountCv(router: Router, db: Db, config: Config): void {
  router.get('/cv', async (ctx) => {
    ctx.body = await cvService.document(db, config.site, cvPersonaOf(ctx.query.persona));
  });
  router.get('/admin/cv/settings', requireAdmin, async (ctx) => {
    ctx.body = await settings.get(db);
  });
  router.put('/admin/cv/settings', requireAdmin, requireCsrf, async (ctx) => {
    ctx.body = await settings.save(db, parseBody(cvSettingsStruct, ctx.request.body));
  });
  router.post('/admin/cv/preview', requireAdmin, requireCsrf, async (ctx) => {
    const { profile, settings: unsaved } = parseBody(cvPreviewStruct, ctx.request.body);
    ctx.body = await cvService.preview(db, config.site, profile === 'all' ? null : profile, unsaved);
  });
}
