import { personaIdOf, postStanding, type BlogTaxonomy } from '@folio/contracts';
import { blogApi, movedPostPath, readNextArgs } from '../features/blog/blog-api';
import { blogCountArgs, isMissingPage, isTaxonomySlug, listPageArgs, movedListPath } from '../features/blog/blog-list-params';
import { caseStudiesApi, movedCaseStudyPath } from '../features/case-studies/case-studies-api';
import { contactApi } from '../features/contact/contact-api';
import { cvApi } from '../features/cv/cv-api';
import { cvPersonaOf } from '../features/cv/cv-params';
import { educationApi } from '../features/education/education-api';
import { experienceApi } from '../features/experience/experience-api';
import { heroApi } from '../features/hero/hero-api';
import { newsletterApi } from '../features/newsletter/newsletter-api';
import { personasApi } from '../features/persona/personas-api';
import { siteApi } from '../features/site/site-api';
import { skillsApi } from '../features/skills/skills-api';
import { socialLinksApi } from '../features/social-links/social-links-api';
import { CASE_STUDY_TESTIMONIALS_ARGS } from '../features/testimonials';
import { testimonialsApi } from '../features/testimonials/testimonials-api';
import { pageQuery, type RouteLoader } from './route-loader';

/*
 * What each route of the table in page-routes.tsx shows, query by query, mirroring the hooks its
 * components call while the server renders (same endpoint, same arguments): a hook whose query is
 * missing here renders its loading state in the server's HTML, since hooks only read the cache there.
 */

/**
 * The subscribe form's availability and token: optional wherever the form is (a post, a persona's page,
 * /blog, /subscribe). When the API fails or says `available: false` (no SMTP_URL), no form is shown
 * and the page is whole without it.
 */
const newsletterFormQuery = () => pageQuery(newsletterApi.endpoints.getNewsletterForm, undefined, { optional: true });

/** Header and footer (and the home page's contact section): the site's settings and the social links. */
export const layoutLoader: RouteLoader = {
  queries: () => [pageQuery(siteApi.endpoints.getSite, undefined), pageQuery(socialLinksApi.endpoints.getSocialLinks, undefined)],
};

/**
 * Without a persona the chooser (every persona; their words are optional); with one, every section of its page. The contact
 * form's token and subjects are optional: without them the form still works (the API keeps a message
 * without a token in Spam), so their failure never takes the persona's page down.
 */
export const homeLoader: RouteLoader = {
  queries: ({ persona }) => {
    // The chooser's cards are links that work with the personas' words or without (a generic subtitle).
    if (!persona) return [pageQuery(personasApi.endpoints.getPersonas, undefined, { optional: true })];
    const personaId = personaIdOf(persona);
    return [
      pageQuery(heroApi.endpoints.getHeroItems, undefined),
      // The about-me (and the carousel, when the persona has no hero items of its own).
      pageQuery(personasApi.endpoints.getPersonas, personaId),
      pageQuery(experienceApi.endpoints.getExperiences, undefined),
      pageQuery(skillsApi.endpoints.getSkills, personaId),
      pageQuery(educationApi.endpoints.getEducation, personaId),
      pageQuery(educationApi.endpoints.getCertifications, personaId),
      pageQuery(caseStudiesApi.endpoints.getCaseStudies, personaId),
      // Supporting words: the page stands without them, so their failure shows no section rather than a 503.
      pageQuery(testimonialsApi.endpoints.getTestimonials, personaId, { optional: true }),
      pageQuery(contactApi.endpoints.getContactForm, persona, { optional: true }),
      newsletterFormQuery(),
    ];
  },
};

/** The page of posts the address names; a page past the last, or no page at all, is a 404. */
export const blogListLoader: RouteLoader = {
  queries: ({ persona, search }) => {
    const { args } = listPageArgs(persona, new URLSearchParams(search));
    // During a search the hero still counts the blog's articles: its unsearched first page (optional: the results stand without it).
    const count = args.q ? [pageQuery(blogApi.endpoints.getPostPage, blogCountArgs(args), { optional: true })] : [];
    return [pageQuery(blogApi.endpoints.getPostPage, args), ...count, newsletterFormQuery()];
  },
  answer: ({ persona, search }, state) => {
    // `/blog?tag={slug}` (or `?category=`): the tag's page is where that list lives.
    const moved = movedListPath(new URLSearchParams(search));
    if (moved) return { status: 301, location: moved };
    const { args, page } = listPageArgs(persona, new URLSearchParams(search));
    const { data } = blogApi.endpoints.getPostPage.select(args)(state);
    return { status: isMissingPage(page, data?.total) ? 404 : 200 };
  },
};

/**
 * A tag's or a category's page: the blog's list of them (to name it) and the page of its posts the
 * address names; a 404 for a slug none has (never asked of the API when it is no slug at all) and
 * for a page past the last.
 */
export const blogTaxonomyLoader = (taxonomy: BlogTaxonomy): RouteLoader => ({
  queries: ({ persona, search, params }) => {
    const slug = params.slug ?? '';
    const terms = pageQuery(blogApi.endpoints.getTaxonomy, taxonomy);
    if (!isTaxonomySlug(slug)) return [terms];
    const { args } = listPageArgs(persona, new URLSearchParams(search), { taxonomy, slug });
    return [terms, pageQuery(blogApi.endpoints.getPostPage, args), newsletterFormQuery()];
  },
  answer: ({ persona, search, params }, state) => {
    const scope = { taxonomy, slug: params.slug ?? '' };
    const terms = blogApi.endpoints.getTaxonomy.select(taxonomy)(state).data;
    if (!terms?.some((term) => term.slug === scope.slug)) return { status: 404 };
    const { args, page } = listPageArgs(persona, new URLSearchParams(search), scope);
    const { data } = blogApi.endpoints.getPostPage.select(args)(state);
    return { status: isMissingPage(page, data?.total) ? 404 : 200 };
  },
});

/**
 * The post: a 404 when the API has none for the slug (a visitor's draft included), a 301 when it was
 * asked for by a former slug, shown to its owner alone when not published yet.
 */
export const blogPostLoader: RouteLoader = {
  queries: ({ params, persona }) => [
    pageQuery(blogApi.endpoints.getPostBySlug, params.slug ?? ''),
    // What ends the post (before, after, related, the call to action): the post stands without it.
    pageQuery(blogApi.endpoints.getPostReadNext, readNextArgs(params.slug ?? '', persona), { optional: true }),
    newsletterFormQuery(),
  ],
  answer: ({ params, search }, state) => {
    const slug = params.slug ?? '';
    const { data: post, fulfilledTimeStamp } = blogApi.endpoints.getPostBySlug.select(slug)(state);
    if (!post) return { status: 404 };
    const movedTo = movedPostPath(post, slug, search);
    if (movedTo) return { status: 301, location: movedTo };
    return { status: 200, ownerOnly: postStanding(post, fulfilledTimeStamp) !== 'published' };
  },
};

/**
 * A case study's page: a 404 when the API has none for the slug, a 301 when it was asked for by a
 * former slug. The persona's other case studies (every case study, filtered on the page) and the
 * testimonials that belong to it are optional: the page stands without them.
 */
export const caseStudyLoader: RouteLoader = {
  queries: ({ params }) => [
    pageQuery(caseStudiesApi.endpoints.getCaseStudyBySlug, params.slug ?? ''),
    pageQuery(caseStudiesApi.endpoints.getCaseStudies, undefined, { optional: true }),
    pageQuery(testimonialsApi.endpoints.getTestimonials, CASE_STUDY_TESTIMONIALS_ARGS, { optional: true }),
  ],
  answer: ({ params }, state) => {
    const slug = params.slug ?? '';
    const { data: caseStudy } = caseStudiesApi.endpoints.getCaseStudyBySlug.select(slug)(state);
    if (!caseStudy) return { status: 404 };
    const movedTo = movedCaseStudyPath(caseStudy, slug);
    return movedTo ? { status: 301, location: movedTo } : { status: 200 };
  },
};

/**
 * A CV: the persona's of the address's own `?persona=` (not the saved one: /cv is the all-persona
 * CV), the all-persona one for none or an unknown one; a 404 when the API has no such CV.
 */
export const cvLoader: RouteLoader = {
  queries: ({ search }) => [pageQuery(cvApi.endpoints.getCv, cvPersonaOf(search))],
  answer: ({ search }, state) => {
    const { data } = cvApi.endpoints.getCv.select(cvPersonaOf(search))(state);
    return { status: data ? 200 : 404 };
  },
};

/** /subscribe: the form alone (without it, the page says subscribing is not available). */
export const subscribeLoader: RouteLoader = {
  queries: () => [newsletterFormQuery()],
};

/** The confirmation link's page asks the API nothing: only its button's POST confirms (server/newsletter-pages.ts). */
export const confirmLoader: RouteLoader = {
  queries: () => [],
};

/** The unsubscribe link's page: what the API shows of the subscription; a 404 for a token it does not know. */
export const unsubscribeLoader: RouteLoader = {
  queries: ({ params }) => [pageQuery(newsletterApi.endpoints.getSubscription, params.token ?? '')],
  answer: ({ params }, state) => {
    const { data } = newsletterApi.endpoints.getSubscription.select(params.token ?? '')(state);
    return { status: data ? 200 : 404 };
  },
};

/** /feeds: the feeds explained and listed; it names /subscribe when subscribing is offered. */
export const feedsLoader: RouteLoader = {
  queries: () => [newsletterFormQuery()],
};

export const notFoundLoader: RouteLoader = {
  queries: () => [],
  answer: () => ({ status: 404 }),
};
