/**
 * The route table of docs/api.md, rendered from the document so that the page lists exactly the
 * routes the API has (api/test/openapi.test.ts compares the two and can rewrite the page's table).
 */
import type { JsonSchema } from './contract-schema.js';

export const ROUTE_TABLE_START = '<!-- route table: generated from /api/openapi.json by api/test/openapi.test.ts -->';
export const ROUTE_TABLE_END = '<!-- end of route table -->';

type Operation = {
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Every operation can give these two shared answers; the table shows the rest. */
const SHARED_ANSWERS = ['#/components/responses/InternalError', '#/components/responses/ServiceUnavailable'];
const shared = (answer: unknown) => SHARED_ANSWERS.includes((answer as { $ref?: string }).$ref ?? '');

function who(security: Operation['security']): string {
  if (security.length === 0) return 'anyone';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'anyone; session optional';
  return security.some((requirement) => 'csrf' in requirement) ? 'admin + CSRF header' : 'admin';
}

function what(operation: Operation): string {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => `\`${parameter.name}\``);
  const parts = [`${operation.summary}.`, operation.description, query.length > 0 ? `Query: ${query.join(', ')}.` : undefined];
  return parts.filter(Boolean).join(' ').replace(/\|/g, '\\|');
}

export function routeTable(document: JsonSchema): string {
  const { paths } = document as Document;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const answers = Object.entries(operation.responses).filter(([, answer]) => !shared(answer)).map(([status]) => status);
      const row = `| \`${method.toUpperCase()} ${path}\` | ${who(operation.security)} | ${answers.join(' ')} | ${what(operation)} |`;
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag].map(([tag, rows]) => [`### ${tag}`, '', '| Call | Who | Answers | What |', '|---|---|---|---|', ...rows].join('\n'));
  return [ROUTE_TABLE_START, '', ...sections.flatMap((section) => [section, '']), ROUTE_TABLE_END].join('\n');
}
