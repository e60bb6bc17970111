import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Test helper: XML parsed as a feed reader would, after checking it is well-formed at all. */
export function parseXml(xml: string): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['url', 'item', 'entry', 'category'].includes(name),
  });
  return parser.parse(xml) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
