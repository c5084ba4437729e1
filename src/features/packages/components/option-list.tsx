// A list of radio options (subscription periods, delivery methods, delivery windows).
type Props<T extends number> = {
  name: string;
  options: { id: T; label: string }[];
  value: T | undefined;
  onChange: (id: T) => void;
};

export function OptionList<T extends number>({ name, options, value, onChange }: Props<T>) {
  return (
    <div className="option-list">
      {options.map((o) => (
        <label key={o.id} className={o.id === value ? "option chosen" : "option"}>
          <input type="radio" name={name} value={o.id} checked={o.id === value} onChange={() => onChange(o.id)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
