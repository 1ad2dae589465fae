import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../platform/db/client.ts';
import {
  blogs,
  categories,
  comments,
  newsletterSubscribers,
  posts,
  postTags,
  series,
  tags,
  users,
} from '../platform/db/schema/index.ts';
import { demoImageSource } from './demo-pictures.ts';

/*
 * The demo's showcase (docs/decisions/056-demo-showcase.md): enough real-looking content on
 * both demo blogs for the statistics, the series, the search and the moderation to have something
 * to show. Written by the seed of a real first start (and so held by the demo template); the
 * server's tests seed without it, and keep the small demo their counts were written for. The
 * pictures and the PRO blog's visits are added by the first start (seed-media.ts).
 */

/** A body image as the editor writes it; the first start gives it its stored address. */
const figure = (name: string, alt: string, caption: string) =>
  `<figure><img src="${demoImageSource(name)}" alt="${alt}" /><figcaption>${caption}</figcaption></figure>`;

const day = (iso: string) => new Date(`${iso}T09:30:00Z`);

interface ShowcasePost {
  slug: string;
  title: string;
  excerpt: string;
  imageAlt?: string;
  category?: string;
  tags: string[];
  author: string;
  series?: { slug: string; part: number };
  /** Without a date: a draft. */
  publishedAt?: string;
  content: string;
}

const DEMO_POSTS: ShowcasePost[] = [
  {
    slug: 'cadiz-en-un-fin-de-semana',
    title: 'Cádiz en un fin de semana',
    excerpt: 'La Caleta, el Barrio de la Viña y un atardecer que no se olvida.',
    imageAlt: 'Atardecer sobre el mar, con el sol bajo y el cielo rojizo',
    category: 'viajes',
    tags: ['andalucia', 'escapadas'],
    author: 'admin@example.com',
    publishedAt: '2026-10-22',
    content: `<p>Cádiz es pequeña, luminosa y se recorre a pie. Dos días bastan para quedarse con ganas de volver, que es lo mejor que se puede decir de una ciudad.</p>
<h2>Sábado: del mercado a la Caleta</h2>
<p>Empieza temprano en el <strong>Mercado Central</strong>: los puestos de pescado abren antes que los bares y el desayuno de churros con café se toma de pie, entre el ruido de los vendedores.</p>
${figure('cadiz-la-caleta.jpg', 'La playa de la Caleta con el agua en calma', 'La Caleta a media mañana, con la marea baja.')}
<p>Desde allí, un paseo por el Barrio de la Viña lleva hasta la Caleta. Si hace bueno, el baño es obligatorio aunque sea octubre.</p>
<h2>Lo que no me perdería</h2>
<ul>
<li>La Torre Tavira y su cámara oscura, a primera hora.</li>
<li>Un paseo por la muralla hasta el castillo de San Sebastián.</li>
<li>Tortillitas de camarones en cualquier freiduría del centro.</li>
</ul>
<blockquote><p>Cádiz no se visita: se pasea, se come y se mira el mar.</p></blockquote>
<p>Para los horarios de los monumentos, la <a href="https://turismo.cadiz.es" target="_blank" rel="noopener noreferrer">oficina de turismo de Cádiz</a> los tiene al día.</p>`,
  },
  {
    slug: 'salmorejo-cordobes',
    title: 'Salmorejo cordobés, la receta que no falla',
    excerpt: 'Tomate maduro, pan del día anterior y un buen aceite. Nada más.',
    imageAlt: 'Un cuenco de salmorejo sobre la mesa',
    category: 'cocina',
    tags: ['recetas', 'andalucia'],
    author: 'author@example.com',
    publishedAt: '2026-10-29',
    content: `<p>El salmorejo es el primo espeso del gazpacho y, en mi casa, el plato que más se repite en cuanto llega el calor. Se hace en diez minutos y aguanta dos días en la nevera.</p>
<h2>Ingredientes para cuatro</h2>
<ul>
<li>1 kg de tomates pera bien maduros.</li>
<li>200 g de pan de telera del día anterior.</li>
<li>150 ml de aceite de oliva virgen extra.</li>
<li>1 diente de ajo y una pizca de sal.</li>
</ul>
${figure('salmorejo-ingredientes.jpg', 'Tomates, pan y aceite sobre la encimera', 'Todo lo que hace falta cabe en una tabla.')}
<h2>Paso a paso</h2>
<ol>
<li>Tritura los tomates y cuélalos para quitar pieles y pepitas.</li>
<li>Añade el pan troceado y deja que se empape diez minutos.</li>
<li>Tritura con el ajo y la sal, y añade el aceite poco a poco hasta que emulsione.</li>
</ol>
<blockquote><p>El secreto no está en la receta, está en el tomate.</p></blockquote>
<p>Se sirve muy frío, con huevo duro picado y taquitos de jamón. La <a href="https://es.wikipedia.org/wiki/Salmorejo" target="_blank" rel="noopener noreferrer">historia del salmorejo</a> es más larga de lo que parece.</p>`,
  },
  {
    slug: 'mi-equipo-para-escribir-de-viaje',
    title: 'Mi equipo para escribir de viaje',
    excerpt: 'Lo que llevo para escribir el blog sin depender de una oficina.',
    imageAlt: 'Siluetas de edificios al atardecer',
    category: 'tecnologia',
    tags: ['escapadas'],
    author: 'admin@example.com',
    publishedAt: '2026-11-05',
    content: `<p>Escribo casi todas las entradas de este blog fuera de casa: en trenes, en cafeterías y alguna vez en la terraza de un hostal. Esto es lo que me acompaña.</p>
<h2>Lo imprescindible</h2>
<ul>
<li>Un portátil ligero con batería para un día entero.</li>
<li>Un cuaderno de papel para las notas rápidas.</li>
<li>El móvil, que hace las fotos y sirve de punto de acceso.</li>
</ul>
<h2>Cómo me organizo</h2>
<p>Tomo notas durante el día y escribo por la noche, cuando el recuerdo está fresco. Guardo los borradores en el propio blog: así los tengo en cualquier dispositivo.</p>
<blockquote><p>La mejor herramienta es la que llevas encima.</p></blockquote>
<p>Si te interesa el tema, la <a href="https://www.eff.org/es" target="_blank" rel="noopener noreferrer">EFF</a> tiene buenos consejos para trabajar con redes públicas.</p>`,
  },
];

const PRO_SERIES = 'fotografia-de-viaje-paso-a-paso';

const PRO_POSTS: ShowcasePost[] = [
  {
    slug: 'la-luz-por-que-madrugar-compensa',
    title: 'La luz: por qué madrugar compensa',
    excerpt: 'Primera parte: la hora dorada, la hora azul y el mediodía.',
    imageAlt: 'Colinas suaves bajo la luz de la mañana',
    category: 'tecnica',
    tags: ['principiantes', 'paisaje'],
    author: 'pro@example.com',
    series: { slug: PRO_SERIES, part: 1 },
    publishedAt: '2026-10-05',
    content: `<p>Si tuviera que quedarme con un solo consejo de fotografía de viaje, sería este: <strong>la luz importa más que la cámara</strong>. Una foto corriente a las ocho de la mañana suele ser mejor que una excelente a las dos de la tarde.</p>
<h2>La hora dorada</h2>
<p>Es la primera hora después del amanecer y la última antes del atardecer. El sol está bajo, las sombras son largas y los colores se vuelven cálidos.</p>
${figure('hora-azul.jpg', 'Edificios recortados contra un cielo azul oscuro', 'La hora azul dura apenas veinte minutos.')}
<h2>Qué hacer a mediodía</h2>
<ul>
<li>Buscar sombra abierta para los retratos.</li>
<li>Aprovechar interiores, mercados y museos.</li>
<li>Fotografiar detalles y texturas en lugar de paisajes.</li>
</ul>
<blockquote><p>No fotografías objetos: fotografías la luz que cae sobre ellos.</p></blockquote>
<p>Para saber a qué hora sale el sol en cada sitio uso la web de <a href="https://www.timeanddate.com/sun/" target="_blank" rel="noopener noreferrer">timeanddate</a>.</p>`,
  },
  {
    slug: 'componer-una-foto-sin-complicarse',
    title: 'Componer una foto sin complicarse',
    excerpt: 'Segunda parte: tercios, líneas y lo que dejas fuera del encuadre.',
    imageAlt: 'El horizonte del mar en el tercio inferior de la imagen',
    category: 'tecnica',
    tags: ['principiantes'],
    author: 'pro@example.com',
    series: { slug: PRO_SERIES, part: 2 },
    publishedAt: '2026-10-12',
    content: `<p>Componer es decidir qué entra en la foto y qué se queda fuera. No hace falta memorizar reglas: bastan tres ideas y mucha práctica.</p>
<h2>Tres ideas que funcionan</h2>
<ol>
<li><strong>Los tercios</strong>: coloca el horizonte arriba o abajo, casi nunca en el centro.</li>
<li><strong>Las líneas</strong>: un camino o una barandilla llevan la mirada hacia dentro.</li>
<li><strong>El primer plano</strong>: una roca o una flor dan profundidad al paisaje.</li>
</ol>
<h2>Menos es más</h2>
<p>La mayoría de fotos mejoran al acercarse. Si dudas de si algo aporta, déjalo fuera del encuadre.</p>
<blockquote><p>Si tus fotos no son lo bastante buenas, es que no estás lo bastante cerca. — Robert Capa</p></blockquote>
<p>La <a href="https://es.wikipedia.org/wiki/Regla_de_los_tercios" target="_blank" rel="noopener noreferrer">regla de los tercios</a> tiene más historia de lo que parece.</p>`,
  },
  {
    slug: 'editar-en-el-movil-sin-pasarse',
    title: 'Editar en el móvil sin pasarse',
    excerpt: 'Tercera parte: cinco ajustes y un consejo sobre los filtros.',
    imageAlt: 'Una ciudad al atardecer en tonos rosados',
    category: 'tecnica',
    tags: ['movil', 'edicion'],
    author: 'pro@example.com',
    series: { slug: PRO_SERIES, part: 3 },
    publishedAt: '2026-10-19',
    content: `<p>Casi todas las fotos de este blog se editan en el móvil, en el tren de vuelta. El objetivo es que la foto se parezca a lo que viste, no a un cuadro.</p>
<h2>Los cinco ajustes que uso</h2>
<ul>
<li>Enderezar el horizonte.</li>
<li>Recortar lo que sobra.</li>
<li>Bajar las luces altas para recuperar el cielo.</li>
<li>Subir un poco las sombras.</li>
<li>Ajustar la temperatura de color.</li>
</ul>
<h2>Sobre los filtros</h2>
<p>Un filtro aplicado al cien por cien casi siempre es demasiado. Prueba a dejarlo en un tercio de su intensidad.</p>
<blockquote><p>Si alguien nota la edición, te has pasado.</p></blockquote>
<p>Una guía clara sobre el histograma: <a href="https://es.wikipedia.org/wiki/Histograma_de_imagen" target="_blank" rel="noopener noreferrer">el histograma de una imagen</a>.</p>`,
  },
  {
    slug: 'ordenar-y-guardar-miles-de-fotos',
    title: 'Ordenar y guardar miles de fotos',
    excerpt: 'Cuarta parte: carpetas por viaje, dos copias y borrar sin miedo.',
    imageAlt: 'Una mesa con una caja de fotografías',
    category: 'tecnica',
    tags: ['edicion'],
    author: 'pro@example.com',
    series: { slug: PRO_SERIES, part: 4 },
    publishedAt: '2026-10-26',
    content: `<p>Después de un viaje de dos semanas vuelvo con más de mil fotos. Sin un método, acaban perdidas en el móvil.</p>
<h2>Mi método en tres pasos</h2>
<ol>
<li>Una carpeta por viaje, con la fecha delante: <code>2026-10 Asturias</code>.</li>
<li>Un primer repaso rápido para borrar las repetidas y las movidas.</li>
<li>Una estrella para las que publicaría; el resto se queda, pero no estorba.</li>
</ol>
<h2>Copias de seguridad</h2>
<p>Dos copias, en dos sitios distintos: un disco en casa y un servicio en la nube. Una sola copia no es una copia.</p>
<blockquote><p>Las fotos que no encuentras son fotos que no tienes.</p></blockquote>
<p>La <a href="https://es.wikipedia.org/wiki/Copia_de_seguridad" target="_blank" rel="noopener noreferrer">regla del 3-2-1</a> es un buen punto de partida.</p>`,
  },
  {
    slug: 'que-llevo-en-la-mochila',
    title: 'Qué llevo en la mochila (y qué he dejado en casa)',
    excerpt: 'Un cuerpo, dos objetivos y muchas menos cosas que hace cinco años.',
    imageAlt: 'Colinas grises bajo un cielo claro',
    category: 'equipo',
    tags: ['principiantes'],
    author: 'pro@example.com',
    publishedAt: '2026-11-02',
    content: `<p>Con los años he aprendido a viajar con menos. Cargar con peso que no usas te quita ganas de sacar la cámara.</p>
<h2>Lo que sí llevo</h2>
<ul>
<li>Una cámara sin espejo y un zoom de 24–70 mm.</li>
<li>Un objetivo fijo de 35 mm para la noche.</li>
<li>Dos baterías, tres tarjetas y un paño.</li>
</ul>
<h2>Lo que he dejado en casa</h2>
<p>El trípode grande, el teleobjetivo y los filtros que nunca usaba. Para la noche me basta con apoyar la cámara en un muro.</p>
<blockquote><p>La mejor mochila es la que no notas al final del día.</p></blockquote>
<p>Si vas a volar, revisa antes las <a href="https://www.aena.es/es/pasajeros/equipajes.html" target="_blank" rel="noopener noreferrer">normas de equipaje de mano</a>.</p>`,
  },
  {
    slug: 'cinco-rincones-de-asturias-al-amanecer',
    title: 'Cinco rincones de Asturias para fotografiar al amanecer',
    excerpt: 'Playas, lagos y pueblos marineros con la mejor luz del día.',
    imageAlt: 'El mar al amanecer con el cielo rosado',
    category: 'lugares',
    tags: ['paisaje', 'asturias'],
    author: 'pro@example.com',
    publishedAt: '2026-11-09',
    content: `<p>Asturias tiene fama de lluviosa, y la merece. Pero cuando amanece despejado, pocos sitios tienen una luz tan limpia.</p>
<h2>Los cinco rincones</h2>
<ol>
<li>La playa de Gulpiyuri, con la marea alta.</li>
<li>Los Lagos de Covadonga, antes de que lleguen los autobuses.</li>
<li>Cudillero desde el mirador del faro.</li>
<li>La playa del Silencio, desde el acantilado.</li>
<li>Lastres y su puerto, con las barcas saliendo.</li>
</ol>
${figure('asturias-lagos.jpg', 'Un lago entre montañas verdes', 'Los lagos, media hora después del amanecer.')}
<h2>Un consejo práctico</h2>
<p>Consulta la previsión de nubes la noche anterior y ten un plan B: a veces la niebla regala las mejores fotos.</p>
<blockquote><p>En Asturias no hay mal tiempo, solo luz distinta.</p></blockquote>
<p>Para el acceso a los Lagos en temporada alta, mira la <a href="https://www.turismoasturias.es" target="_blank" rel="noopener noreferrer">web de turismo de Asturias</a>.</p>`,
  },
  {
    slug: 'borrador-fotografia-nocturna',
    title: 'Borrador: fotografía nocturna',
    excerpt: 'Estrellas, ciudades y larga exposición.',
    category: 'tecnica',
    tags: [],
    author: 'pro@example.com',
    content: `<p>Notas para la próxima entrada: ISO, tiempo de exposición y la regla del 500.</p>`,
  },
];

interface ShowcaseComment {
  post: string;
  name: string;
  email: string;
  content: string;
  status: 'APPROVED' | 'PENDING';
  at: string;
  /** The blog's own answer, shown as the blog's. */
  staff?: boolean;
  replies?: Omit<ShowcaseComment, 'post' | 'replies'>[];
}

const DEMO_COMMENTS: ShowcaseComment[] = [
  {
    post: 'cadiz-en-un-fin-de-semana',
    name: 'Carmen',
    email: 'carmen@example.com',
    content: 'La Torre Tavira es una maravilla. ¿Hace falta reservar?',
    status: 'APPROVED',
    at: '2026-10-23T18:12:00Z',
    replies: [
      {
        name: 'Ana Administradora',
        email: 'admin@example.com',
        content:
          'En temporada alta, sí: reserva la visita a la cámara oscura con un día de margen.',
        status: 'APPROVED',
        staff: true,
        at: '2026-10-23T20:40:00Z',
      },
      {
        name: 'Carmen',
        email: 'carmen@example.com',
        content: '¡Gracias! Vamos en diciembre.',
        status: 'APPROVED',
        at: '2026-10-24T08:05:00Z',
      },
    ],
  },
  {
    post: 'cadiz-en-un-fin-de-semana',
    name: 'Pablo',
    email: 'pablo@example.com',
    content: 'Añadiría un paseo en barco hasta El Puerto de Santa María.',
    status: 'APPROVED',
    at: '2026-10-25T11:30:00Z',
  },
  {
    post: 'salmorejo-cordobes',
    name: 'Rosa',
    email: 'rosa@example.com',
    content: 'Yo le pongo un poco de vinagre de Jerez. ¿Lo has probado?',
    status: 'PENDING',
    at: '2026-11-01T13:20:00Z',
  },
];

const PRO_COMMENTS: ShowcaseComment[] = [
  {
    post: 'la-luz-por-que-madrugar-compensa',
    name: 'Irene',
    email: 'irene@example.com',
    content: 'Desde que leí esto pongo el despertador antes del amanecer. Se nota muchísimo.',
    status: 'APPROVED',
    at: '2026-10-06T07:45:00Z',
    replies: [
      {
        name: 'Paula Pro',
        email: 'pro@example.com',
        content: '¡Qué bien! Cuéntame qué tal te va la hora azul.',
        status: 'APPROVED',
        staff: true,
        at: '2026-10-06T10:02:00Z',
      },
    ],
  },
  {
    post: 'la-luz-por-que-madrugar-compensa',
    name: 'Tomás',
    email: 'tomas@example.com',
    content: '¿Y en invierno, cuando amanece tarde, también compensa?',
    status: 'APPROVED',
    at: '2026-10-08T19:10:00Z',
    replies: [
      {
        name: 'Paula Pro',
        email: 'pro@example.com',
        content: 'Sobre todo en invierno: el sol está bajo casi todo el día.',
        status: 'APPROVED',
        staff: true,
        at: '2026-10-08T21:00:00Z',
      },
      {
        name: 'Tomás',
        email: 'tomas@example.com',
        content: 'No lo había pensado. Lo pruebo este fin de semana.',
        status: 'APPROVED',
        at: '2026-10-09T09:15:00Z',
      },
    ],
  },
  {
    post: 'componer-una-foto-sin-complicarse',
    name: 'Elena',
    email: 'elena@example.com',
    content: 'Lo del primer plano me ha cambiado los paisajes. Gracias.',
    status: 'APPROVED',
    at: '2026-10-14T16:25:00Z',
  },
  {
    post: 'que-llevo-en-la-mochila',
    name: 'Diego',
    email: 'diego@example.com',
    content: '¿No echas de menos el trípode para las nocturnas?',
    status: 'APPROVED',
    at: '2026-11-03T22:10:00Z',
    replies: [
      {
        name: 'Paula Pro',
        email: 'pro@example.com',
        content: 'A veces, pero un muro o una mochila hacen el apaño casi siempre.',
        status: 'APPROVED',
        staff: true,
        at: '2026-11-04T08:30:00Z',
      },
    ],
  },
  {
    post: 'cinco-rincones-de-asturias-al-amanecer',
    name: 'Nuria',
    email: 'nuria@example.com',
    content: 'Añade el faro de Luarca, al amanecer es precioso.',
    status: 'PENDING',
    at: '2026-11-10T12:00:00Z',
  },
];

const SUBSCRIBERS: Record<'demo' | 'pro', [string, string, 'FORM' | 'IMPORT', boolean][]> = {
  demo: [
    ['lucia@example.com', 'Lucía', 'FORM', true],
    ['carmen@example.com', 'Carmen', 'FORM', true],
    ['pablo@example.com', 'Pablo', 'FORM', true],
    ['rosa@example.com', 'Rosa', 'FORM', false],
  ],
  pro: [
    ['irene@example.com', 'Irene', 'FORM', true],
    ['tomas@example.com', 'Tomás', 'FORM', true],
    ['elena@example.com', 'Elena', 'FORM', true],
    ['diego@example.com', 'Diego', 'FORM', true],
    ['marina@example.com', 'Marina', 'IMPORT', true],
    ['hector@example.com', 'Héctor', 'IMPORT', true],
    ['sofia@example.com', 'Sofía', 'FORM', true],
    ['nuria@example.com', 'Nuria', 'FORM', false],
  ],
};

/** Adds the showcase to the demo blogs the seed has just written. */
export async function seedShowcase(tx: Transaction): Promise<void> {
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
  );
  const blogRows = await tx.select({ id: blogs.id, subdomain: blogs.subdomain }).from(blogs);
  const blogId = (subdomain: string) => {
    const found = blogRows.find((b) => b.subdomain === subdomain);
    if (!found) throw new Error(`seed: blog ${subdomain} missing`);
    return found.id;
  };
  const demo = blogId('demo');
  const pro = blogId('pro');
  const personId = (email: string) => {
    const id = people.get(email);
    if (id === undefined) throw new Error(`seed: user ${email} missing`);
    return id;
  };

  await tx.insert(categories).values([
    { blogId: pro, name: 'Técnica', slug: 'tecnica' },
    { blogId: pro, name: 'Equipo', slug: 'equipo' },
    { blogId: pro, name: 'Lugares', slug: 'lugares' },
  ]);
  await tx.insert(tags).values([
    { blogId: demo, name: 'Escapadas', slug: 'escapadas' },
    { blogId: pro, name: 'Principiantes', slug: 'principiantes' },
    { blogId: pro, name: 'Paisaje', slug: 'paisaje' },
    { blogId: pro, name: 'Móvil', slug: 'movil' },
    { blogId: pro, name: 'Edición', slug: 'edicion' },
    { blogId: pro, name: 'Asturias', slug: 'asturias' },
  ]);
  await tx.insert(series).values({
    blogId: pro,
    authorId: personId('pro@example.com'),
    title: 'Fotografía de viaje, paso a paso',
    slug: PRO_SERIES,
    description: 'Cuatro entregas para volver de viaje con mejores fotos, sin cambiar de cámara.',
  });

  for (const [blog, list] of [
    [demo, DEMO_POSTS],
    [pro, PRO_POSTS],
  ] as const) {
    const categoryIds = new Map(
      (
        await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(eq(categories.blogId, blog))
      ).map((c) => [c.slug, c.id]),
    );
    const tagIds = new Map(
      (
        await tx.select({ id: tags.id, slug: tags.slug }).from(tags).where(eq(tags.blogId, blog))
      ).map((t) => [t.slug, t.id]),
    );
    const seriesIds = new Map(
      (
        await tx
          .select({ id: series.id, slug: series.slug })
          .from(series)
          .where(eq(series.blogId, blog))
      ).map((s) => [s.slug, s.id]),
    );
    const inserted = await tx
      .insert(posts)
      .values(
        list.map((post) => {
          const published = post.publishedAt ? day(post.publishedAt) : null;
          return {
            blogId: blog,
            authorId: personId(post.author),
            categoryId: post.category ? categoryIds.get(post.category) : undefined,
            seriesId: post.series ? seriesIds.get(post.series.slug) : undefined,
            sequenceNumber: post.series?.part,
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt,
            imageAlt: post.imageAlt ?? '',
            content: post.content,
            status: published ? 'PUBLISHED' : 'DRAFT',
            publishedAt: published,
            // Last touched when published: the panel's list (newest change first) keeps the
            // seed's first posts, which other checks look for, at its top.
            ...(published ? { createdAt: published, updatedAt: published } : {}),
          };
        }),
      )
      .returning({ id: posts.id, slug: posts.slug });
    const postIds = new Map(inserted.map((p) => [p.slug, p.id]));
    const links = list.flatMap((post) =>
      post.tags.map((slug) => ({
        postId: postIds.get(post.slug) as number,
        tagId: tagIds.get(slug) as number,
      })),
    );
    if (links.length > 0) await tx.insert(postTags).values(links);
  }

  for (const [blog, list] of [
    [demo, DEMO_COMMENTS],
    [pro, PRO_COMMENTS],
  ] as const) {
    for (const comment of list) {
      const [post] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.blogId, blog), eq(posts.slug, comment.post)));
      if (!post) throw new Error(`seed: post ${comment.post} missing`);
      const row = (c: Omit<ShowcaseComment, 'post' | 'replies'>, parentId?: number) => ({
        blogId: blog,
        postId: post.id,
        authorName: c.name,
        authorEmail: c.email,
        content: c.content,
        status: c.status,
        isStaffReply: c.staff ?? false,
        parentId,
        createdAt: new Date(c.at),
      });
      const [parent] = await tx
        .insert(comments)
        .values(row(comment))
        .returning({ id: comments.id });
      if (comment.replies?.length && parent) {
        await tx.insert(comments).values(comment.replies.map((reply) => row(reply, parent.id)));
      }
    }
  }

  const subscribed = new Date('2026-10-01T08:00:00Z');
  await tx.insert(newsletterSubscribers).values(
    (['demo', 'pro'] as const).flatMap((subdomain) =>
      SUBSCRIBERS[subdomain].map(([email, name, source, confirmed], i) => {
        const at = new Date(subscribed.getTime() + i * 3 * 86_400_000);
        return {
          blogId: blogId(subdomain),
          email,
          name,
          source,
          createdAt: at,
          confirmedAt: confirmed ? at : null,
        };
      }),
    ),
  );
}
