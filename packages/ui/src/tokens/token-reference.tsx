import styled from 'styled-components';
import { VisuallyHidden } from '../primitives/visually-hidden/visually-hidden';
import {
  darkColors,
  fontValues,
  layerValues,
  lightColors,
  motionValues,
  radiusValues,
  spaceValues,
} from './theme-values';
import { cssVarName, tokens } from './tokens';

const Section = styled.section`
  margin-bottom: ${tokens.space['8']};

  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${tokens.font.sizeSm};
  }

  th,
  td {
    text-align: left;
    padding: ${tokens.space['1']} ${tokens.space['2']};
    border-bottom: 1px solid ${tokens.color.border};
    vertical-align: middle;
  }

  code {
    font-family: ${tokens.font.familyMono};
  }
`;

const Swatch = styled.span<{ $value: string }>`
  display: inline-block;
  width: 2rem;
  height: 1.25rem;
  border-radius: 4px;
  border: 1px solid ${tokens.color.border};
  background: ${(p) => p.$value};
`;

/** The type scale: each size with its name, value and a line set in it. */
const SIZES = Object.entries(fontValues).filter(([key]) => key.startsWith('size'));

function ValueTable({ group, values }: { group: string; values: Record<string, unknown> }) {
  return (
    <table>
      <caption>
        <VisuallyHidden>{`Tokens ${group}`}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Nombre</th>
          <th scope="col">Valor</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(values).map(([key, value]) => (
          <tr key={key}>
            <td>
              <code>{cssVarName(group, key)}</code>
            </td>
            <td>
              <code>{String(value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every design token: its CSS name and value, the colours in both schemes, the type scale. */
export function TokenReference() {
  return (
    <div>
      <Section aria-labelledby="tokens-colors">
        <h2 id="tokens-colors">Colores</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Nombre</th>
              <th scope="col">Claro</th>
              <th scope="col">Oscuro</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(lightColors).map(([key, light]) => {
              const dark = darkColors[key as keyof typeof darkColors];
              return (
                <tr key={key}>
                  <td>
                    <code>{cssVarName('color', key)}</code>
                  </td>
                  <td>
                    <Swatch $value={light} aria-hidden="true" /> <code>{light}</code>
                  </td>
                  <td>
                    <Swatch $value={dark} aria-hidden="true" /> <code>{dark}</code>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
      <Section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Escala tipográfica</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Nombre</th>
              <th scope="col">Valor</th>
              <th scope="col">Muestra</th>
            </tr>
          </thead>
          <tbody>
            {SIZES.map(([key, value]) => (
              <tr key={key}>
                <td>
                  <code>{cssVarName('font', key)}</code>
                </td>
                <td>
                  <code>{value}</code>
                </td>
                <td style={{ fontSize: value }} data-size={key}>
                  Crea tu blog en minutos
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {(
        [
          ['Tipografía', 'font', fontValues],
          ['Espacios', 'space', spaceValues],
          ['Radios', 'radius', radiusValues],
          ['Movimiento', 'motion', motionValues],
          ['Capas', 'layer', layerValues],
        ] as const
      ).map(([title, group, values]) => (
        <Section key={group} aria-labelledby={`tokens-${group}`}>
          <h2 id={`tokens-${group}`}>{title}</h2>
          <ValueTable group={group} values={values} />
        </Section>
      ))}
    </div>
  );
}
