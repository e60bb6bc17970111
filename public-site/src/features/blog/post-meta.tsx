import { ALL_TAG_TYPES_LABEL, TAG_TYPE_LABELS, formatPublishDate, viewsLabel, type BlogPost } from '@folio/contracts';
import { Badge } from '@folio/shared-ui';
import styled from 'styled-components';
import { CalendarIcon, ClockIcon, EyeIcon } from '../../components/icons';
import { readingTimeLabel } from './reading-time';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Item = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A badge that is a link (a post's category, its tags): underlined on hover, outlined on focus. */
export const BadgeLink = styled(Badge)`
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const tagTypeLabel = (tagType: BlogPost['tagType']) => (tagType ? TAG_TYPE_LABELS[tagType] : ALL_TAG_TYPES_LABEL);

/**
 * Category badge (when known) and tag-type badge ('All' for posts meant for everyone, unless
 * `everyoneBadge` is false: a card shows no badge for a tag type the post does not have). Nothing when no badge is left.
 */
export function PostBadges({
  category,
  categoryHref,
  tagType,
  everyoneBadge = true,
}: {
  category?: string | null;
  /** The category's page, where the badge is a link to it (on a post). */
  categoryHref?: string;
  tagType: BlogPost['tagType'];
  everyoneBadge?: boolean;
}) {
  const typeBadge = tagType || everyoneBadge;
  if (!category && !typeBadge) return null;
  return (
    <BadgeRow>
      {category && categoryHref ? (
        <BadgeLink as="a" href={categoryHref} $variant="solid">
          {category}
        </BadgeLink>
      ) : category ? (
        <Badge $variant="solid">{category}</Badge>
      ) : null}
      {typeBadge ? <Badge $variant="outline">{tagTypeLabel(tagType)}</Badge> : null}
    </BadgeRow>
  );
}

/**
 * US long date or 'Recently'; the view count only above 0 ('1 view', '2 views'); on a post, its
 * reading time ('4 min read').
 */
export function PostMeta({ publishedAt, viewCount, readingMinutes }: Pick<BlogPost, 'publishedAt' | 'viewCount'> & { readingMinutes?: number }) {
  return (
    <Row>
      <Item>
        <CalendarIcon size={16} />
        {publishedAt ? <time dateTime={publishedAt}>{formatPublishDate(publishedAt)}</time> : formatPublishDate(publishedAt)}
      </Item>
      {viewCount > 0 ? (
        <Item>
          <EyeIcon size={16} />
          {viewsLabel(viewCount)}
        </Item>
      ) : null}
      {readingMinutes !== undefined ? (
        <Item>
          <ClockIcon size={16} />
          {readingTimeLabel(readingMinutes)}
        </Item>
      ) : null}
    </Row>
  );
}
