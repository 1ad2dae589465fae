import { describe, expect, it } from 'vitest';
import { COMMENT_STATUSES } from '../constants/constants.ts';
import { COMMENT_MESSAGES } from '../messages.es.ts';
import {
  applyCommentAction,
  availableCommentActions,
  COMMENT_ACTION_FAILURES,
  COMMENT_FILTER_OPTIONS,
  COMMENT_STATUS_LABELS,
  commentBulkConfirmation,
  commentBulkDoneMessage,
  commentBulkSkippedMessage,
  commentPostLabel,
  pendingCommentsLabel,
  recentSpamMessage,
  replyParentProblem,
  undoApproveStatus,
} from './comments.ts';

describe('comment transitions', () => {
  it('offers the spec actions for each status', () => {
    expect(availableCommentActions('PENDING')).toEqual(['approve', 'reject', 'spam']);
    expect(availableCommentActions('APPROVED')).toEqual(['reject', 'spam']);
    expect(availableCommentActions('REJECTED')).toEqual(['approve', 'spam']);
    expect(availableCommentActions('SPAM')).toEqual(['not-spam']);
  });

  it.each([
    ['PENDING', 'approve', 'APPROVED'],
    ['REJECTED', 'approve', 'APPROVED'],
    ['APPROVED', 'approve', null],
    ['SPAM', 'approve', null],
    ['PENDING', 'reject', 'REJECTED'],
    ['APPROVED', 'reject', 'REJECTED'],
    ['REJECTED', 'reject', null],
    ['SPAM', 'reject', null],
    ['PENDING', 'spam', 'SPAM'],
    ['APPROVED', 'spam', 'SPAM'],
    ['REJECTED', 'spam', 'SPAM'],
    ['SPAM', 'spam', null],
    ['SPAM', 'not-spam', 'PENDING'],
    ['PENDING', 'not-spam', null],
    ['APPROVED', 'not-spam', null],
    ['REJECTED', 'not-spam', null],
  ] as const)('%s + %s → %s', (status, action, expected) => {
    expect(applyCommentAction(status, action)).toBe(expected);
  });

  it('offers exactly the actions that apply', () => {
    for (const status of COMMENT_STATUSES) {
      for (const action of availableCommentActions(status)) {
        expect(applyCommentAction(status, action)).not.toBeNull();
      }
    }
  });
});

describe('labels', () => {
  it('names statuses and filter options in Spanish', () => {
    expect(COMMENT_STATUS_LABELS).toEqual({
      PENDING: 'Pendiente',
      APPROVED: 'Aprobado',
      REJECTED: 'Rechazado',
      SPAM: 'Spam',
    });
    expect(COMMENT_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Todos',
      'Pendiente',
      'Aprobado',
      'Rechazado',
      'Spam',
    ]);
    expect(COMMENT_FILTER_OPTIONS[0]?.value).toBe('');
  });

  it('has the failure message per action', () => {
    expect(COMMENT_ACTION_FAILURES).toEqual({
      approve: 'No se pudo aprobar el comentario',
      reject: 'No se pudo rechazar el comentario',
      spam: 'No se pudo marcar como spam',
      'not-spam': 'No se pudo devolver el comentario a moderación',
    });
  });
});

describe('recentSpamMessage', () => {
  it('says how many went to Spam lately, in the right number', () => {
    expect(recentSpamMessage(1)).toBe(
      '1 comentario fue a Spam en los últimos 7 días. Revísalos por si alguno no lo es.',
    );
    expect(recentSpamMessage(3)).toBe(
      '3 comentarios fueron a Spam en los últimos 7 días. Revísalos por si alguno no lo es.',
    );
  });
});

describe('commentPostLabel', () => {
  it('prefers the title, then the raw reference, then a dash', () => {
    expect(commentPostLabel({ title: 'Año nuevo 🎉' })).toBe('Año nuevo 🎉');
    expect(commentPostLabel({ title: '' })).toBe('-');
    expect(commentPostLabel({})).toBe('-');
    expect(commentPostLabel('post-uuid-1')).toBe('post-uuid-1');
    expect(commentPostLabel(42)).toBe('42');
    expect(commentPostLabel('')).toBe('-');
    expect(commentPostLabel(null)).toBe('-');
    expect(commentPostLabel(undefined)).toBe('-');
  });
});

describe('replyParentProblem', () => {
  const top = { postId: 7, parentId: null, status: 'APPROVED' as const };
  it('accepts an approved top-level comment of the same post', () => {
    expect(replyParentProblem(top, 7)).toBeNull();
  });
  it('refuses a missing parent, another post, a reply, a comment visitors cannot read', () => {
    expect(replyParentProblem(undefined, 7)).toBe(COMMENT_MESSAGES.replyParentNotFound);
    expect(replyParentProblem(top, 8)).toBe(COMMENT_MESSAGES.replyParentNotFound);
    expect(replyParentProblem({ ...top, parentId: 3 }, 7)).toBe(COMMENT_MESSAGES.replyToReply);
    for (const status of ['PENDING', 'REJECTED', 'SPAM'] as const) {
      expect(replyParentProblem({ ...top, status }, 7)).toBe(COMMENT_MESSAGES.replyToHidden);
    }
  });
});

describe('moderation at speed', () => {
  it('undoes an approval back to the status approval came from, only while still approved', () => {
    expect(undoApproveStatus('APPROVED', 'PENDING')).toBe('PENDING');
    expect(undoApproveStatus('APPROVED', 'REJECTED')).toBe('REJECTED');
    expect(undoApproveStatus('APPROVED', 'SPAM')).toBeNull();
    expect(undoApproveStatus('APPROVED', 'APPROVED')).toBeNull();
    expect(undoApproveStatus('REJECTED', 'PENDING')).toBeNull();
  });

  it('words counts in Spanish, one and many', () => {
    expect(commentBulkDoneMessage('approve', 1)).toBe('Comentario aprobado');
    expect(commentBulkDoneMessage('approve', 3)).toBe('3 comentarios aprobados');
    expect(commentBulkDoneMessage('spam', 2)).toBe('2 comentarios marcados como spam');
    expect(commentBulkDoneMessage('delete', 1)).toBe('Comentario eliminado');
    expect(commentBulkDoneMessage('not-spam', 1)).toBe('Comentario devuelto a moderación');
    expect(commentBulkDoneMessage('not-spam', 4)).toBe('4 comentarios devueltos a moderación');
    expect(commentBulkSkippedMessage(1)).toBe('1 comentario no cambió: su estado no lo permite');
    expect(pendingCommentsLabel(1)).toBe('1 comentario pendiente');
    expect(pendingCommentsLabel(3)).toBe('3 comentarios pendientes');
  });

  it('asks first for every action but approving; one comment gets the single question', () => {
    expect(commentBulkConfirmation('approve', 1)).toBeNull();
    expect(commentBulkConfirmation('approve', 50)).toBeNull();
    // 'No es spam' only sends the comments back to the queue: nothing to confirm.
    expect(commentBulkConfirmation('not-spam', 1)).toBeNull();
    expect(commentBulkConfirmation('not-spam', 7)).toBeNull();
    expect(commentBulkConfirmation('reject', 1)).toBe(COMMENT_MESSAGES.confirmReject);
    expect(commentBulkConfirmation('delete', 1)).toBe(COMMENT_MESSAGES.confirmDelete);
    expect(commentBulkConfirmation('spam', 4)).toBe(
      '¿Estás seguro de que quieres marcar estos 4 comentarios como spam?',
    );
  });
});
