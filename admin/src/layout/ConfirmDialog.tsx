import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Every destructive action asks first; the dialog says what cannot be undone. No scroll lock: its
 * helper injects a <style> element, which the admin's CSP refuses. It opens without a fade (nothing
 * is half-transparent while it is read) and its red meets AA contrast with white text.
 */
export function ConfirmDialog({ opened, title, message, confirmLabel, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      lockScroll={false}
      transitionProps={{ duration: 0 }}
    >
      <Text mb="md">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
