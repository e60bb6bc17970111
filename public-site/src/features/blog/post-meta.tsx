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

export const tagTypeLabel = (tagType: BlogPost['tagType']) => (tagType ? TAG_TYPE_LABELS[tagType] : ALL_TAG_TYPES_LABEL);

/** Category badge (when known) and tag-type badge ('All' for posts meant for everyone). */
export function PostBadges({ category, tagType }: { category?: string | null; tagType: BlogPost['tagType'] }) {
  return (
    <BadgeRow>
      {category ? <Badge $variant="solid">{category}</Badge> : null}
      <Badge $variant="outline">{tagTypeLabel(tagType)}</Badge>
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
