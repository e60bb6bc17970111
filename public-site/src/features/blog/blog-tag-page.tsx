import { useParams } from 'react-router-dom';
import { BlogListView } from './blog-list-page';

/** /blog/tag/{slug}: the posts of a tag, paged and per persona as /blog is. */
export default function BlogTagPage() {
  const { slug = '' } = useParams();
  return <BlogListView scope={{ taxonomy: 'tag', slug }} />;
}
