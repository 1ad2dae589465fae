/*
 * Writes a WordPress export (WXR 1.2, as WordPress 6 writes it) for the import benchmark: 10 000
 * posts by five authors in ten categories (two with a parent) and thirty tags, nine in ten
 * published, the rest drafts or scheduled; about a third written in the classic editor (no <p>,
 * shortcodes), the rest in blocks; each with one to three images and a featured image out of
 * 1 000 distinct image addresses under the given base URL, and up to four comments. The featured
 * images' attachments come after every post, as they may in a real export. Deterministic: the
 * same arguments write the same file.
 *
 *   node bench/generate-wxr.ts /tmp/bench.xml http://127.0.0.1:4010 [posts] [images]
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const [out, baseUrl, postsArg = '10000', imagesArg = '1000'] = process.argv.slice(2);
if (!out || !baseUrl) {
  console.error(
    'uso: node bench/generate-wxr.ts <salida.xml> <url-base-de-imágenes> [entradas] [imágenes]',
  );
  process.exit(2);
}
const POSTS = Number(postsArg);
const IMAGES = Number(imagesArg);
const base = baseUrl.replace(/\/$/, '');

// mulberry32: a small seeded generator, so two runs write the same file
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const WORDS =
  'el la de que y en un una los las por con para como más pero sus este entre cuando todo esta ser son dos también fue había era muy años hasta desde está mi porque qué sólo han yo hay vez puede todos así nos ni parte tiene él uno donde bien tiempo mismo ese ahora cada e vida otro después te otros aunque esa eso hace otra gobierno tan durante siempre día tanto ella tres sí dijo sido gran país según menos mundo año antes estado contra sin forma caso nada hacer general estaba poco estos presidente mayor ante unos les algo hacia casa ellos ayer hecho primera mucho mientras además quien momento millones esto españa hombre están pues hoy lugar madrid nacional trabajo otras mejor nuevo decir algunos entonces todas días debe política cómo casi toda tal luego pasado primer medio va estas sea tenía nunca poder aquí ver veces embargo partido personas grupo cuenta pueden tienen misma nueva cual fueron mujer frente josé tras cosas fin ciudad he social manera tener sistema será historia muchos juan tipo cuatro dentro nuestro punto dice ello cualquier noche aún agua parece haber situación fuera bajo grandes nuestra ejemplo acuerdo habían usted estados hizo nadie países horas posible tarde ley importante guerra desarrollo proceso realidad sentido lado mí tu cambio allí mano eran estar san número sociedad unas centro padre gente final relación cuerpo obra incluso través último madre mis modo problema cinco carlos hombres información ojos muerte nombre algunas público mujeres siglo todavía meses mañana esos nosotros hora muchas pueblo alguna dar problemas don da tú derecho verdad maría unidos podría sería junto cabeza aquel luis cuanto tierra equipo segundo director dicho cierto casos manos nivel podía familia largo partir falta llegar propio ministro cosa primero seguridad hemos mal trata algún tuvo respecto semana varios real sé voz paso señor mil quienes proyecto mercado mayoría luz claro iba éste pesetas orden española buena quiere aquella programa palabras internacional van esas segunda empresa puesto ahí propia m libro igual político persona últimos ellas total creo tengo dios c española condiciones méxico fuerza solo único acción amor policía puerta pesar zona sabe calle interior tampoco música ningún vista campo buen hubiera saber obras razón ex niños presencia tema dinero comisión antonio servicio hijo última ciento estoy hablar dio minutos producción camino seis quién fondo dirección papel demás barcelona idea especial diferentes dado base capital ambos europa libertad relaciones espacio medios ir actual población empresas estudio salud servicios haya principio siendo cultura anterior alto media mediante primeros arte paz sector imagen medida deben datos consejo personal interés julio grupos miembros ninguna existe cara edad etc movimiento visto llegó puntos actividad bueno uso niño difícil joven futuro aquellos mes pronto soy hacía nuevos nuestros estaban posibilidad sigue cerca resultados educación atención gonzález capacidad efecto necesario valor aire investigación siguiente figura central comunidad necesidad serie organización nuevas calidad'.split(
    ' ',
  );
const sentence = (min: number, max: number) => {
  const n = min + Math.floor(random() * (max - min));
  const words = Array.from({ length: n }, () => pick(WORDS));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};
const paragraph = () =>
  Array.from({ length: 3 + Math.floor(random() * 4) }, () => sentence(6, 16)).join(' ');

const AUTHORS = ['ana', 'luis', 'marta', 'jorge', 'irene'];
const CATEGORIES = [
  'viajes',
  'cocina',
  'libros',
  'cine',
  'musica',
  'ciencia',
  'deporte',
  'historia',
  'asturias',
  'galicia',
];
const PARENT: Record<string, string> = { asturias: 'viajes', galicia: 'viajes' };
const TAGS = Array.from({ length: 30 }, (_, i) => `etiqueta-${i + 1}`);
const imageUrl = (i: number) =>
  `${base}/wp-content/uploads/2024/${String((i % 12) + 1).padStart(2, '0')}/imagen-${i + 1}.jpg`;
const attachmentId = (i: number) => 100_000 + i;
const cdata = (text: string) => `<![CDATA[${text}]]>`;
const wpDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

const file = createWriteStream(out);
async function write(text: string) {
  if (!file.write(text)) await once(file, 'drain');
}

function blockBody(images: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < 4 + Math.floor(random() * 4); i++) {
    parts.push(`<!-- wp:paragraph -->\n<p>${paragraph()}</p>\n<!-- /wp:paragraph -->`);
    if (i === 1)
      parts.push(
        `<!-- wp:heading -->\n<h2 class="wp-block-heading">${sentence(3, 6)}</h2>\n<!-- /wp:heading -->`,
      );
    const image = images[i];
    if (image !== undefined) {
      parts.push(
        `<!-- wp:image {"id":${attachmentId(image)},"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="${imageUrl(image)}" alt="${sentence(2, 5)}" class="wp-image-${attachmentId(image)}"/></figure>\n<!-- /wp:image -->`,
      );
    }
  }
  return parts.join('\n\n');
}

function classicBody(images: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < 4 + Math.floor(random() * 4); i++) {
    parts.push(`${paragraph()}\n${sentence(5, 10)}`);
    const image = images[i];
    if (image !== undefined) {
      parts.push(
        `[caption id="attachment_${attachmentId(image)}" align="aligncenter" width="800"]<img class="size-large wp-image-${attachmentId(image)}" src="${imageUrl(image)}" alt="" width="800" height="600" /> ${sentence(3, 7)}[/caption]`,
      );
    }
  }
  return parts.join('\n\n');
}

function comments(postId: number, published: Date): string {
  const count = Math.floor(random() * 5);
  let xml = '';
  for (let c = 0; c < count; c++) {
    const id = postId * 10 + c;
    const date = new Date(published.getTime() + (c + 1) * 3_600_000);
    xml += `
		<wp:comment>
			<wp:comment_id>${id}</wp:comment_id>
			<wp:comment_author>${cdata(`Lector ${c + 1}`)}</wp:comment_author>
			<wp:comment_author_email>${cdata(`lector${c + 1}@example.com`)}</wp:comment_author_email>
			<wp:comment_author_url></wp:comment_author_url>
			<wp:comment_author_IP>${cdata('192.0.2.1')}</wp:comment_author_IP>
			<wp:comment_date>${cdata(wpDate(date))}</wp:comment_date>
			<wp:comment_date_gmt>${cdata(wpDate(date))}</wp:comment_date_gmt>
			<wp:comment_content>${cdata(sentence(5, 20))}</wp:comment_content>
			<wp:comment_approved>${cdata(random() < 0.9 ? '1' : '0')}</wp:comment_approved>
			<wp:comment_type>${cdata('comment')}</wp:comment_type>
			<wp:comment_parent>${c > 0 && random() < 0.3 ? postId * 10 : 0}</wp:comment_parent>
			<wp:comment_user_id>0</wp:comment_user_id>
		</wp:comment>`;
  }
  return xml;
}

await write(`<?xml version="1.0" encoding="UTF-8" ?>
<!-- generator="WordPress/6.4.2" created="2024-06-01 10:00" -->
<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
	<title>Banco de pruebas</title>
	<link>${base}</link>
	<description>Exportación generada para medir la importación</description>
	<language>es-ES</language>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${base}</wp:base_site_url>
	<wp:base_blog_url>${base}</wp:base_blog_url>
`);
for (const [i, login] of AUTHORS.entries()) {
  await write(
    `	<wp:author><wp:author_id>${i + 1}</wp:author_id><wp:author_login>${cdata(login)}</wp:author_login><wp:author_email>${cdata(`${login}@example.com`)}</wp:author_email><wp:author_display_name>${cdata(login.charAt(0).toUpperCase() + login.slice(1))}</wp:author_display_name></wp:author>\n`,
  );
}
for (const [i, slug] of CATEGORIES.entries()) {
  await write(
    `	<wp:category><wp:term_id>${i + 2}</wp:term_id><wp:category_nicename>${cdata(slug)}</wp:category_nicename><wp:category_parent>${cdata(PARENT[slug] ?? '')}</wp:category_parent><wp:cat_name>${cdata(slug.charAt(0).toUpperCase() + slug.slice(1))}</wp:cat_name></wp:category>\n`,
  );
}
for (const [i, slug] of TAGS.entries()) {
  await write(
    `	<wp:tag><wp:term_id>${i + 20}</wp:term_id><wp:tag_slug>${cdata(slug)}</wp:tag_slug><wp:tag_name>${cdata(`Etiqueta ${i + 1}`)}</wp:tag_name></wp:tag>\n`,
  );
}

const start = Date.UTC(2015, 0, 1);
for (let p = 0; p < POSTS; p++) {
  const id = p + 1;
  const roll = random();
  const status = roll < 0.9 ? 'publish' : roll < 0.97 ? 'draft' : 'future';
  const published =
    status === 'future'
      ? new Date(Date.UTC(2031, 0, 1) + p * 3_600_000)
      : new Date(start + p * 8 * 3_600_000);
  const images = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    Math.floor(random() * IMAGES),
  );
  const featured = Math.floor(random() * IMAGES);
  const classic = random() < 0.33;
  const title = sentence(3, 8).slice(0, -1);
  const category = pick(CATEGORIES);
  const tags = [...new Set([pick(TAGS), pick(TAGS), pick(TAGS)])];
  await write(`	<item>
		<title>${cdata(title)}</title>
		<link>${base}/?p=${id}</link>
		<dc:creator>${cdata(pick(AUTHORS))}</dc:creator>
		<guid isPermaLink="false">${base}/?p=${id}</guid>
		<description></description>
		<content:encoded>${cdata(classic ? classicBody(images) : blockBody(images))}</content:encoded>
		<excerpt:encoded>${cdata(random() < 0.3 ? sentence(8, 20) : '')}</excerpt:encoded>
		<wp:post_id>${id}</wp:post_id>
		<wp:post_date>${cdata(wpDate(published))}</wp:post_date>
		<wp:post_date_gmt>${cdata(status === 'draft' ? '0000-00-00 00:00:00' : wpDate(published))}</wp:post_date_gmt>
		<wp:post_modified>${cdata(wpDate(published))}</wp:post_modified>
		<wp:post_modified_gmt>${cdata(wpDate(published))}</wp:post_modified_gmt>
		<wp:comment_status>${cdata('open')}</wp:comment_status>
		<wp:ping_status>${cdata('open')}</wp:ping_status>
		<wp:post_name>${cdata(`entrada-${id}`)}</wp:post_name>
		<wp:status>${cdata(status)}</wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:menu_order>0</wp:menu_order>
		<wp:post_type>${cdata('post')}</wp:post_type>
		<wp:post_password>${cdata('')}</wp:post_password>
		<wp:is_sticky>0</wp:is_sticky>
		<category domain="category" nicename="${category}">${cdata(category)}</category>
${tags.map((t) => `		<category domain="post_tag" nicename="${t}">${cdata(t)}</category>`).join('\n')}
		<wp:postmeta>
			<wp:meta_key>${cdata('_thumbnail_id')}</wp:meta_key>
			<wp:meta_value>${cdata(String(attachmentId(featured)))}</wp:meta_value>
		</wp:postmeta>${status === 'publish' ? comments(id, published) : ''}
	</item>
`);
}

for (let i = 0; i < IMAGES; i++) {
  const id = attachmentId(i);
  await write(`	<item>
		<title>${cdata(`imagen-${i + 1}`)}</title>
		<dc:creator>${cdata('ana')}</dc:creator>
		<guid isPermaLink="false">${imageUrl(i)}</guid>
		<content:encoded>${cdata('')}</content:encoded>
		<excerpt:encoded>${cdata('')}</excerpt:encoded>
		<wp:post_id>${id}</wp:post_id>
		<wp:post_date>${cdata('2024-01-01 00:00:00')}</wp:post_date>
		<wp:post_date_gmt>${cdata('2024-01-01 00:00:00')}</wp:post_date_gmt>
		<wp:post_name>${cdata(`imagen-${i + 1}`)}</wp:post_name>
		<wp:status>${cdata('inherit')}</wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:post_type>${cdata('attachment')}</wp:post_type>
		<wp:attachment_url>${cdata(imageUrl(i))}</wp:attachment_url>
		<wp:postmeta>
			<wp:meta_key>${cdata('_wp_attachment_image_alt')}</wp:meta_key>
			<wp:meta_value>${cdata(`Imagen ${i + 1}`)}</wp:meta_value>
		</wp:postmeta>
	</item>
`);
}
await write('</channel>\n</rss>\n');
file.end();
await once(file, 'finish');
console.log(`${out}: ${POSTS} entradas, ${IMAGES} imágenes en ${base}`);
