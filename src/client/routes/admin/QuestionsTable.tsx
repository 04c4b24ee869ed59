import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { normalizeDifficulty } from '../../../shared/difficulty';
import { reviewLine } from '../../../shared/reviewDate';
import { formatDate } from '../../lib/format';
import { difficultyLabels } from './questionForm';
import type { AdminQuestion, Variant } from './types';

const BADGE_COLOR = { easy: 'green', medium: 'yellow', hard: 'red' } as const;

/** Green easy, yellow medium, red otherwise, labelled in the variant's own vocabulary. */
export function DifficultyBadge({ value, variant }: { value: string; variant: Variant }) {
  const d = normalizeDifficulty(value);
  return (
    <Badge colorPalette={d ? BADGE_COLOR[d] : 'red'} variant="subtle">
      {d ? difficultyLabels(variant)[d] : value}
    </Badge>
  );
}

interface Props {
  variant: Variant;
  items: AdminQuestion[];
  onEdit: (q: AdminQuestion) => void;
  onDelete: (q: AdminQuestion) => void;
  deletingId: number | null;
  emptyText: string;
  /** Replaces Edit and Delete, e.g. with a draft's Approve, Edit and Reject. */
  renderActions?: (q: AdminQuestion) => ReactNode;
}

export function QuestionsTable({ variant, items, onEdit, onDelete, deletingId, emptyText, renderActions }: Props) {
  const full = variant === 'full';
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" data-testid="questions-table">
      <Table.Root size="sm" minW={full ? '720px' : '600px'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Question</Table.ColumnHeader>
            <Table.ColumnHeader>{full ? 'Category' : 'Topic'}</Table.ColumnHeader>
            <Table.ColumnHeader>Difficulty</Table.ColumnHeader>
            {full && <Table.ColumnHeader>Created</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={full ? 5 : 4} textAlign="center" color="fg.muted" py="6">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          )}
          {items.map((q) => (
            <Table.Row key={q.id}>
              <Table.Cell minW="16rem" maxW="md">
                <Text lineClamp={2}>{q.questionText}</Text>
                {full && (
                  <Text fontSize="xs" color="fg.muted">
                    ID: {q.id}
                    {q.status === 'draft' && ' · Draft'}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted" data-testid="question-review-line">
                  {reviewLine(q)}
                </Text>
              </Table.Cell>
              <Table.Cell>{q.topicName ?? 'Unknown'}</Table.Cell>
              <Table.Cell>
                <DifficultyBadge value={q.difficulty} variant={variant} />
              </Table.Cell>
              {full && <Table.Cell whiteSpace="nowrap">{q.createdAt ? formatDate(q.createdAt) : 'N/A'}</Table.Cell>}
              <Table.Cell textAlign="end">
                {renderActions ? (
                  renderActions(q)
                ) : (
                  <HStack justify="flex-end" gap="2">
                    <Button size="xs" variant="outline" onClick={() => onEdit(q)} aria-label={`Edit question ${q.id}`}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => onDelete(q)}
                      loading={deletingId === q.id}
                      aria-label={`Delete question ${q.id}`}
                    >
                      Delete
                    </Button>
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
