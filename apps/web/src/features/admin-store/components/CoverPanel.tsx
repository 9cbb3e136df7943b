// A store product's cover: the console's shared cover panel, with the store's endpoints and words.
import { COVER_MAX_BYTES, type TAdminStoreProduct } from '@courtside/contracts/admin';
import { CoverImagePanel } from '../../../components/console/CoverImagePanel';
import { useRemoveCover } from '../api/remove-cover';
import { useUploadCover } from '../api/upload-cover';

export function CoverPanel({
  product,
  onDone,
}: {
  product: TAdminStoreProduct;
  onDone: (text: string) => void;
}) {
  const upload = useUploadCover();
  const remove = useRemoveCover();
  return (
    <CoverImagePanel
      name={product.name}
      coverUrl={product.cover_url}
      maxBytes={COVER_MAX_BYTES}
      shownNow="In the store now"
      withoutText="the store shows the product without one."
      onUpload={(file) => upload.mutateAsync({ id: product.id, file })}
      onRemove={() => remove.mutateAsync(product.id)}
      onDone={onDone}
    />
  );
}
