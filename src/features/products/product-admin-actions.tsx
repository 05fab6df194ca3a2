import { Pencil } from '../../ui/icons/pencil';
import { Trash2 } from '../../ui/icons/trash';
import { Link } from '../../ui/link';
import type { Product } from '../../domain/product';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useInPlaceWrite } from '../shared/in-place-write';
import styles from './product-detail.module.css';
import { productTexts as t } from './product-texts';

/** 'Bearbeiten' and 'Löschen' on the product detail; the screen shows them to admins only (SPEC §6). */
export function ProductAdminActions({ product }: { product: Pick<Product, 'id' | 'title'> }) {
  // The product page's action deletes and goes back to the catalogue (product-delete-action.ts).
  const remove = useInPlaceWrite<void>(`/produkte/${product.id}`);

  return (
    <div className={styles.adminActions} role="group" aria-label={t.adminActions}>
      <Link className={buttonClass('secondary', 'small')} to={`/admin/products/${product.id}/edit`}>
        <Pencil size={16} aria-hidden="true" />
        {t.edit}
      </Link>
      <ConfirmDialog
        trigger={
          <Button variant="danger" size="small">
            <Trash2 size={16} aria-hidden="true" />
            {t.delete}
          </Button>
        }
        title={t.deleteTitle}
        description={t.deleteDescription(product.title)}
        confirmLabel={t.delete}
        onConfirm={() => remove.send(null, 'delete')}
      />
    </div>
  );
}
