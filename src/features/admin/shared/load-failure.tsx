import { Alert } from '../../../ui/alert';
import { BackButton } from './back-button';

/** A form screen without its form: why (a failed load, a record that is gone) and the way back to the list. */
export function LoadFailure({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <BackButton dirty={false} onBack={onBack} />
    </>
  );
}
