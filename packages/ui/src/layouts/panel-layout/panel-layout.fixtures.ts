import type { SessionUser } from '@bitacora/api';

export const adminUser: SessionUser = {
  id: 2,
  uuid: '5b0f7c8e-2a61-4c1e-9d7b-3f1a2b4c5d6e',
  email: 'lucia@bitacora.es',
  name: 'Lucía Fernández',
  role: 'ADMIN',
};

export const superAdminUser: SessionUser = {
  id: 1,
  uuid: '0c9e3a1b-7d2f-4e5a-8b6c-1a2b3c4d5e6f',
  email: 'root@bitacora.es',
  name: 'Íñigo Muñoz',
  role: 'SUPER_ADMIN',
};

export const authorUser: SessionUser = {
  id: 3,
  uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  email: 'autor@bitacora.es',
  name: 'Mateo Peña',
  role: 'AUTHOR',
};
