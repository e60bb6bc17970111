import { readdirSync } from 'node:fs';
import { ALT_TEXT_REQUIRED, MEDIA_MESSAGES, TOTAL_COUNT_HEADER, mediaVariantWidths, type MediaListItem } from '@folio/contracts';
import sharp from 'sharp';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg', seed = 1) =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 67) % 256, g: (seed * 31) % 256, b: 120 } } })
    .composite([{ input: { create: { width: Math.ceil(width / 3), height: Math.ceil(height / 3), channels: 3, background: { r: 250, g: 240, b: seed % 256 } } }, left: 5, top: 5 }])
    .toFormat(format)
    .toBuffer();

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><rect width="60" height="30" fill="#0a7"/></svg>';

describe.each(engines)('the media library on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const mediaDir = () => ctx.config.media.storage.kind === 'local' ? ctx.config.media.storage.dir : '';
  const storedFiles = () => {
    try {
      return readdirSync(mediaDir()).sort();
    } catch {
      return [];
    }
  };
  const upload = (bytes: Buffer | string, name: string, altText?: string) => {
    const request = admin.agent.post('/api/admin/media').set('x-csrf-token', admin.csrf).attach('file', Buffer.from(bytes), name);
    return altText === undefined ? request : request.field('altText', altText);
  };
  const mediaCount = async () => Number((await ctx.db('media').count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    ctx = await createTestContext(engine, { MEDIA_MAX_UPLOAD_MB: '1' });
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('stores a %s upload with its record, and serves it under /media/', async (format, contentType, ext) => {
    const bytes = await photo(700, 400, format, ext.length + format.length);
    const { body } = await upload(bytes, `holiday photo.${ext}`, '  The coast at dusk  ').expect(201);
    expect(body).toMatchObject({ originalName: `holiday photo.${ext}`, contentType, byteSize: bytes.length, width: 700, height: 400, altText: 'The coast at dusk', usedBy: [] });
    expect(body.path).toMatch(new RegExp(`^/media/[0-9a-f]{16}-700x400\\.${ext}$`));
    const served = await ctx.client().get(body.path).expect(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect([metadata.width, metadata.pageHeight ?? metadata.height]).toEqual([700, 400]);
    if (format === 'gif') {
      expect(body.variants).toEqual([]);
      expect(body.placeholder).toBeNull();
    } else {
      expect(body.placeholder).toMatch(/^data:image\/webp;base64,/);
    }
  });

  it('makes AVIF and WebP variants at each width up to the image, orientation applied and metadata stripped', async () => {
    // A camera photo 1000×600 stored sideways: EXIF orientation 6 says to turn it a quarter.
    const sideways = await sharp(await photo(1000, 600, 'jpeg', 9)).withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Camera owner' } } }).jpeg().toBuffer();
    const { body } = await upload(sideways, 'camera.jpg').expect(201);
    expect([body.width, body.height]).toEqual([600, 1000]);
    expect(body.variants.map((v: { format: string; width: number }) => `${v.format}@${v.width}`)).toEqual(
      ['avif', 'webp'].flatMap((format) => mediaVariantWidths(600).map((width) => `${format}@${width}`)),
    );
    for (const variant of body.variants as Array<{ format: string; width: number; path: string }>) {
      const served = await ctx.client().get(variant.path).expect(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      const metadata = await sharp(served.body as Buffer).metadata();
      expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format, width: metadata.width }).toEqual({ format: variant.format, width: variant.width });
    }
    const stored = await sharp((await ctx.client().get(body.path).expect(200)).body as Buffer).metadata();
    expect({ exif: stored.exif, orientation: stored.orientation }).toEqual({ exif: undefined, orientation: undefined });
  });

  it('answers the image already stored when the same bytes are uploaded again', async () => {
    const bytes = await photo(320, 200, 'png', 42);
    const first = await upload(bytes, 'logo.png').expect(201);
    const again = await upload(bytes, 'logo-copy.png').expect(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('keeps a safe SVG, sized from its own attributes, and serves it sandboxed', async () => {
    const { body } = await upload(SVG, 'badge.svg').expect(201);
    expect(body).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 60, variants: [], placeholder: null });
    const served = await ctx.client().get(body.path).expect(200);
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps an SVG whose CSS points only inside itself (url(#id))', async () => {
    const gradient = SVG.replace('<rect ', '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><style>rect{fill:url(#g)}</style><rect style="stroke:url(#g)" ');
    await upload(gradient, 'gradient.svg').expect(201);
  });

  describe('refuses, leaving nothing on disk or in the database', () => {
    const refusals: Array<[string, () => Promise<Buffer | string>, string, number, string]> = [
      ['a renamed executable', async () => Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00'), Buffer.alloc(2000, 7)]), 'photo.jpg', 400, MEDIA_MESSAGES.unsupported],
      ['a text file', async () => 'just some words', 'notes.png', 400, MEDIA_MESSAGES.unsupported],
      ['an SVG with a script', async () => SVG.replace('</svg>', '<script>alert(document.cookie)</script></svg>'), 'evil.svg', 400, MEDIA_MESSAGES.svgUnsafe('a script')],
      ['an SVG with an event handler', async () => SVG.replace('<rect ', '<rect onload="alert(1)" '), 'evil.svg', 400, MEDIA_MESSAGES.svgUnsafe('an event handler')],
      ['an SVG with an external reference', async () => SVG.replace('</svg>', '<image href="https://tracker.example/p.png" width="1" height="1"/></svg>'), 'track.svg', 400, MEDIA_MESSAGES.svgUnsafe('an external reference')],
      ['an SVG whose CSS loads from elsewhere', async () => SVG.replace('<rect ', '<style>@import url(https://x.example/a.css);</style><rect '), 'css.svg', 400, MEDIA_MESSAGES.svgUnsafe('an external reference')],
      // CSS escapes spell url( where no check would read it: refused, in <style> and in style=.
      ['an SVG whose <style> hides url( behind a CSS escape', async () => SVG.replace('<rect ', '<style>rect{background:u\\72l(https://attacker.example/x)}</style><rect '), 'escape.svg', 400, MEDIA_MESSAGES.svgUnsafe('a CSS escape (a backslash)')],
      ['an SVG whose style= hides url( behind a CSS escape', async () => SVG.replace('<rect ', '<rect style="background:u\\72l(https://attacker.example/x)" '), 'escape.svg', 400, MEDIA_MESSAGES.svgUnsafe('a CSS escape (a backslash)')],
      ['an SVG whose <style> hides @import behind a CSS escape', async () => SVG.replace('<rect ', '<style>@\\69mport "https://attacker.example/a.css";</style><rect '), 'escape.svg', 400, MEDIA_MESSAGES.svgUnsafe('a CSS escape (a backslash)')],
      ['an SVG whose presentation attribute loads from elsewhere', async () => SVG.replace('fill="#0a7"', 'fill="url(https://attacker.example/p.svg#g)"'), 'fill.svg', 400, MEDIA_MESSAGES.svgUnsafe('an external reference')],
      // Animation elements could change an attribute after the checks: refused by name, not dropped silently.
      ...(
        [
          ['set', '<a href="#r"><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a>'],
          ['animate', '<a href="#r"><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a>'],
          ['animateMotion', '<circle r="5"><animateMotion dur="2s" path="M0 0 L50 50"/></circle>'],
          ['animateTransform', '<rect width="5" height="5"><animateTransform attributeName="transform" type="rotate" from="0" to="90" dur="1s"/></rect>'],
          ['discard', '<circle r="5"><discard begin="1s"/></circle>'],
        ] as const
      ).map(([element, markup]): [string, () => Promise<string>, string, number, string] => [
        `an SVG with <${element}>`,
        async () => SVG.replace('</svg>', `${markup}</svg>`),
        'animated.svg',
        400,
        MEDIA_MESSAGES.svgUnsafe(`an animation element (<${element}>)`),
      ]),
      ['a truncated JPEG', async () => (await photo(900, 700, 'jpeg', 5)).subarray(0, 4000), 'cut.jpg', 400, MEDIA_MESSAGES.broken],
      ['an empty file', async () => Buffer.alloc(0), 'empty.jpg', 400, MEDIA_MESSAGES.noFile],
      ['a file over the limit', async () => Buffer.alloc(1024 * 1024 + 10, 1), 'huge.jpg', 413, MEDIA_MESSAGES.tooLarge(1024 * 1024)],
    ];
    it.each(refusals)('%s', async (_, bytes, name, status, message) => {
      const before = { files: storedFiles(), rows: await mediaCount() };
      const { body } = await upload(await bytes(), name).expect(status);
      expect(body.message).toBe(message);
      expect({ files: storedFiles(), rows: await mediaCount() }).toEqual(before);
    });

    it('a body that is not multipart (415), a form without the file field (400), and no session or CSRF token', async () => {
      await admin.agent.post('/api/admin/media').set('x-csrf-token', admin.csrf).send({ file: 'x' }).expect(415);
      const noFile = await admin.agent.post('/api/admin/media').set('x-csrf-token', admin.csrf).field('other', 'x').expect(400);
      expect(noFile.body.message).toBe(MEDIA_MESSAGES.noFile);
      await ctx.client().post('/api/admin/media').attach('file', Buffer.from(SVG), 'a.svg').expect(401);
      await admin.agent.post('/api/admin/media').attach('file', Buffer.from(SVG), 'a.svg').expect(403);
    });
  });

  it('lists newest first with paging, the total and a search by name or alt text', async () => {
    await upload(await photo(200, 100, 'png', 77), 'Team_offsite 2025.png', 'Our team on the hill').expect(201);
    const all = await admin.agent.get('/api/admin/media?limit=2').expect(200);
    expect(all.body).toHaveLength(2);
    expect(Number(all.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(await mediaCount());
    expect(all.body[0].originalName).toBe('Team_offsite 2025.png');
    const byName = await admin.agent.get('/api/admin/media').query({ q: 'team_offsite' }).expect(200);
    expect(byName.body.map((item: MediaListItem) => item.originalName)).toEqual(['Team_offsite 2025.png']);
    const byAlt = await admin.agent.get('/api/admin/media').query({ q: 'hill' }).expect(200);
    expect(byAlt.body).toHaveLength(1);
    const wildcard = await admin.agent.get('/api/admin/media').query({ q: '%' }).expect(200);
    expect(wildcard.body).toEqual([]);
    const bad = await admin.agent.get('/api/admin/media?limit=0&offset=-1').expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['limit', 'offset']);
    await ctx.client().get('/api/admin/media').expect(401);
  });

  it('finds an image by its path or a variant path, and edits its alt text with the stale-edit check', async () => {
    const { body: image } = await upload(await photo(800, 500, 'jpeg', 13), 'desk.jpg').expect(201);
    const byVariant = await admin.agent.get('/api/admin/media').query({ path: image.variants[0].path }).expect(200);
    expect(byVariant.body.map((item: MediaListItem) => item.id)).toEqual([image.id]);
    const edited = await admin.agent.put(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).send({ altText: 'A tidy desk', updatedAt: image.updatedAt }).expect(200);
    expect(edited.body.altText).toBe('A tidy desk');
    await admin.agent.put(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).send({ altText: 'Older copy', updatedAt: image.updatedAt }).expect(409);
    const tooLong = await admin.agent.put(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).send({ altText: 'x'.repeat(1001) }).expect(400);
    expect(tooLong.body.fields).toEqual({ altText: 'Must be at most 1,000 characters' });
    // A body that was lost on the way (empty) clears nothing.
    const { body: current } = await admin.agent.get(`/api/admin/media/${image.id}`).expect(200);
    const empty = await admin.agent.put(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).set('Content-Type', 'application/json').send('').expect(400);
    expect(empty.body.fields).toEqual({ altText: ALT_TEXT_REQUIRED });
    expect((await admin.agent.get(`/api/admin/media/${image.id}`).expect(200)).body.altText).toBe(current.altText);
  });

  it('says where an image is used, adds its alt text to content answers, and refuses to delete it until no content uses it', async () => {
    const { body: image } = await upload(await photo(1200, 800, 'jpeg', 21), 'project.jpg', 'Dashboard of the new platform').expect(201);
    const { body: study } = await admin.agent
      .post('/api/admin/case-studies')
      .set('x-csrf-token', admin.csrf)
      .send({ title: 'Media study', description: '<p>Before</p>', challenge: 'c', solution: 's', results: 'r', personaId: 4, imagePath: image.path })
      .expect(201);
    const { body: company } = await admin.agent.post('/api/admin/companies').set('x-csrf-token', admin.csrf).send({ name: 'Pixel & Co', logoPath: image.variants[1].path }).expect(201);

    const { body: listed } = await admin.agent.get(`/api/admin/media/${image.id}`).expect(200);
    expect(listed.usedBy).toEqual([
      { entity: 'Case study', id: study.id, label: 'Media study', field: 'imagePath' },
      { entity: 'Company', id: company.id, label: 'Pixel & Co', field: 'logoPath' },
    ]);
    const { body: studies } = await ctx.client().get('/api/case-studies').expect(200);
    expect(studies.find((row: { id: number }) => row.id === study.id).media).toEqual({ [image.path]: { alt: 'Dashboard of the new platform', placeholder: image.placeholder } });

    const refused = await admin.agent.delete(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).expect(409);
    expect(refused.body.message).toBe(MEDIA_MESSAGES.inUse('the image of Case study "Media study" and the logo of Company "Pixel & Co"'));
    expect(refused.body.usedBy).toHaveLength(2);

    await admin.agent.delete(`/api/admin/companies/${company.id}`).set('x-csrf-token', admin.csrf).expect(204);
    await admin.agent.delete(`/api/admin/case-studies/${study.id}`).set('x-csrf-token', admin.csrf).expect(204);
    const { body: post } = await admin.agent
      .post('/api/admin/blog/posts')
      .set('x-csrf-token', admin.csrf)
      .send({ title: 'Inline image post', slug: `inline-${engine}`, status: 'draft', content: `Intro\n\n![The platform](${image.variants[0].path})\n` })
      .expect(201);
    const inBody = await admin.agent.delete(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).expect(409);
    expect(inBody.body.usedBy).toEqual([{ entity: 'Post', id: post.id, label: 'Inline image post', field: 'content' }]);
    await admin.agent.delete(`/api/admin/blog/posts/${post.id}`).set('x-csrf-token', admin.csrf).expect(204);

    const hash = image.path.slice('/media/'.length, '/media/'.length + 16);
    expect(storedFiles().filter((file) => file.startsWith(hash))).toHaveLength(1 + image.variants.length);
    await admin.agent.delete(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).expect(204);
    expect(storedFiles().filter((file) => file.startsWith(hash))).toEqual([]);
    await ctx.client().get(image.path).expect(404);
    await admin.agent.delete(`/api/admin/media/${image.id}`).set('x-csrf-token', admin.csrf).expect(404);
  });

  it('answers 404 for a file name that is not a library name or not stored', async () => {
    for (const path of ['/media/../folio.sqlite', '/media/0123456789abcdef-10x10.jpg', '/media/readme.txt']) {
      await ctx.client().get(path).expect(404);
    }
  });
});
