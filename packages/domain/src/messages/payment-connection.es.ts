import type { Currency } from '../money/money.ts';

/**
 * Not in the spec: a blog's own MercadoPago account, connected by its admin so that readers'
 * payments go to the blogger (docs/decisions/060-paid-memberships.md), and the 'Cobros' part of
 * Configuración.
 */
export const PAYMENT_CONNECTION_MESSAGES = {
  /** Readers, on the blog: a tier or a tip while the blog has no account connected. */
  notConnected:
    'Este blog todavía no puede recibir pagos: su autor aún no ha conectado su cuenta de Mercado Pago.',
  /** The connection is not set up on this server (no application credentials). */
  notConfigured:
    'Este servidor no tiene configurada la conexión con Mercado Pago. Pide a quien lo administra que añada las credenciales de la aplicación.',
  connectFailed: 'No se pudo empezar la conexión con Mercado Pago. Inténtalo de nuevo.',
  disconnectFailed: 'No se pudo desconectar la cuenta de Mercado Pago. Inténtalo de nuevo.',
  loadFailed: 'No se pudo leer el estado de la conexión con Mercado Pago.',
  /** The page the authorisation comes back to, when its state is refused. */
  stateTitle: 'No se pudo conectar Mercado Pago',
  stateInvalid:
    'El enlace de vuelta de Mercado Pago no es válido. Vuelve a Configuración y pulsa «Conectar con Mercado Pago».',
  stateExpired:
    'La autorización tardó demasiado y el enlace caducó. Vuelve a Configuración y conecta de nuevo.',
  stateUsed:
    'Este enlace de autorización ya se usó o se reemplazó por otro más reciente. Si la cuenta no quedó conectada, vuelve a Configuración y conecta de nuevo.',
  stateNotAdmin: 'Ya no administras este blog, así que no puedes conectar su cuenta de cobros.',
  backToSettings: 'Volver a Configuración',
  /** Back in Configuración (`?mercadopago=` on settings). */
  returnedConnected: 'Cuenta de Mercado Pago conectada: el blog ya puede recibir pagos.',
  returnedCancelled: 'No se conectó la cuenta: cancelaste la autorización en Mercado Pago.',
  returnedFailed: 'Mercado Pago no confirmó la conexión. Inténtalo de nuevo en unos minutos.',
  /** The 'Cobros' part of Configuración. */
  sectionTitle: 'Cobros',
  currencyLabel: 'Moneda del blog',
  currencyHint:
    'Los niveles de pago y las propinas se cobran en esta moneda. Cambiarla no convierte los precios que ya tienes: pon de nuevo el precio de cada nivel en la nueva moneda. Las suscripciones en curso siguen en la moneda en que se tomaron.',
  currencyNames: {
    ARS: 'Peso argentino (ARS)',
    BRL: 'Real brasileño (BRL)',
    CLP: 'Peso chileno (CLP)',
    COP: 'Peso colombiano (COP)',
    MXN: 'Peso mexicano (MXN)',
    PEN: 'Sol peruano (PEN)',
    UYU: 'Peso uruguayo (UYU)',
    USD: 'Dólar estadounidense (USD)',
  } satisfies Record<Currency, string>,
  accountTitle: 'Cuenta de Mercado Pago',
  statusConnected: 'Conectado',
  statusNotConnected: 'No conectado',
  statusExpired: 'La conexión caducó',
  statusLabel: 'Estado',
  accountLabel: 'Cuenta',
  sinceLabel: 'Desde',
  sandboxNote: 'Pasarela de pruebas: no se cobra dinero real.',
  needed:
    'Conecta tu cuenta de Mercado Pago para vender niveles de pago y recibir propinas: el dinero llega directamente a tu cuenta.',
  expiredHelp:
    'Mercado Pago dejó de aceptar la conexión (quizá retiraste el permiso). Conéctala de nuevo para seguir cobrando.',
  connect: 'Conectar con Mercado Pago',
  connecting: 'Abriendo Mercado Pago…',
  reconnect: 'Conectar de nuevo',
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando…',
  disconnectTitle: '¿Desconectar Mercado Pago?',
  disconnectConfirm: (active: number) =>
    active === 0
      ? 'El blog dejará de vender niveles de pago y de recibir propinas hasta que conectes una cuenta de nuevo.'
      : `El blog dejará de vender niveles de pago y de recibir propinas. ${active === 1 ? 'La suscripción activa sigue' : `Las ${active} suscripciones activas siguen`} cobrándose en Mercado Pago hasta que se cancelen allí, pero Bitácora dejará de registrar sus renovaciones: sus miembros conservan el acceso hasta el final del periodo pagado.`,
  disconnected: 'Cuenta de Mercado Pago desconectada.',
  /** Tiers ('Miembros') and tips while not connected. */
  tiersNeedConnection:
    'Los lectores no podrán comprar niveles de pago hasta que conectes la cuenta de Mercado Pago del blog en Configuración → Cobros.',
  tipsNeedConnection:
    'Las propinas necesitan la cuenta de Mercado Pago del blog: conéctala en Cobros, más abajo.',
} as const;
