import { Button } from '../../../components/Button';
import * as styles from '../Catalogue.css';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and Next; the catalogue shows it only when there is more than one page. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={styles.pageNumber} aria-current="page">
        {`Page ${page} of ${pageCount}`}
      </span>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
