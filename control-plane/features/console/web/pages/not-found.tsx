import { PageHeader } from '../ui.tsx';
import { Link } from '../router.tsx';

/** A page or a resource this org does not have (another org's ids look the same as unknown ones). */
export function NotFoundPage(props: { what?: string }) {
  return (
    <>
      <PageHeader title="Not found" />
      <div class="card">
        <p>{props.what ?? 'This page'} does not exist in this org.</p>
        <p><Link href="/">Back to the overview</Link></p>
      </div>
    </>
  );
}
