// The class teacher's hold on the roster: DELETE /api/class-teacher/{classToken}/students/{id} → 204, the student gone
// from the class and each of its sets with their answers; PATCH … {name} → 200 {id, name}, renamed everywhere.

import type { NextRequest } from 'next/server';
import { renameRequest } from '@/lib/set-api/requests';
import { removeClassStudent, renameClassStudent } from '@/server/class-service';
import { param, secretDelete, secretWrite } from '../../../../set-route';

type Params = { params: Promise<{ token: string; studentId: string }> };

export async function PATCH(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  return secretWrite(request, renameRequest, (store, body) => renameClassStudent(store, param(token), param(studentId), body.name));
}

export async function DELETE(request: NextRequest, { params }: Params) {
  const { token, studentId } = await params;
  return secretDelete(request, (store) => removeClassStudent(store, param(token), param(studentId)));
}
