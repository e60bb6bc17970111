import { useParams } from 'react-router-dom';
import { BlogListView } from './blog-list-page';

/** /blog/category/{slug}: the posts of a category, paged and per persona as /blog is. */
export default function BlogCategoryPage() {
  const { slug = '' } = useParams();
  return <BlogListView scope={{ taxonomy: 'category', slug }} />;
}
