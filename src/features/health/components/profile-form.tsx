// The health profile's form: gender, date of birth, height, activity level, goal and target weight.
// Saved through the outbox (props in, callback out).
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { ACTIVITY_LEVELS, GENDERS, GOALS, type ActivityLevel, type Gender, type Goal } from "../../../../rules/calorie-math.ts";
import type { HealthProfile } from "../api.ts";
import { ACTIVITY_NAMES, GENDER_NAMES, GOAL_NAMES } from "../labels.ts";

type Props = { profile: HealthProfile | null; today: string; onSave: (p: HealthProfile) => void };

const number = (v: string) => (v.trim() === "" ? NaN : Number(v.replace(",", ".")));

export function ProfileForm({ profile, today, onSave }: Props) {
  const { t, i18n } = useLingui();
  const [gender, setGender] = useState<Gender>(profile?.gender ?? "female");
  const [birthday, setBirthday] = useState(profile?.birthday ?? "");
  const [height, setHeight] = useState(profile ? String(profile.heightCm) : "");
  const [activity, setActivity] = useState<ActivityLevel>(profile?.activityLevel ?? "moderate");
  const [goal, setGoal] = useState<Goal>(profile?.goal ?? "maintainWeight");
  const [target, setTarget] = useState(profile?.targetWeightKg ? String(profile.targetWeightKg) : "");
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    const heightCm = number(height);
    const targetKg = number(target);
    if (!birthday || birthday >= today) return setError(t`Please enter your date of birth.`);
    if (!(heightCm >= 50 && heightCm <= 250)) return setError(t`Please enter your height in cm, between 50 and 250.`);
    if (target.trim() !== "" && !(targetKg >= 20 && targetKg <= 300)) return setError(t`Please enter a target weight in kg, between 20 and 300.`);
    setError(undefined);
    setSaved(true);
    onSave({ gender, birthday, heightCm: Math.round(heightCm * 10) / 10, activityLevel: activity, goal, targetWeightKg: target.trim() === "" ? null : Math.round(targetKg * 10) / 10 });
  }

  return (
    <form className="health-form" onSubmit={submit} noValidate onChange={() => setSaved(false)}>
      <fieldset className="health-choice">
        <legend>
          <Trans>Gender</Trans>
        </legend>
        {GENDERS.map((g) => (
          <label key={g}>
            <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} />
            {i18n._(GENDER_NAMES[g])}
          </label>
        ))}
      </fieldset>
      <label className="health-field">
        <Trans>Date of birth</Trans>
        <input type="date" name="birthday" value={birthday} max={today} onChange={(e) => setBirthday(e.target.value)} required />
      </label>
      <label className="health-field">
        <Trans>Height (cm)</Trans>
        <input type="text" inputMode="decimal" name="height" dir="ltr" value={height} onChange={(e) => setHeight(e.target.value)} required />
      </label>
      <label className="health-field">
        <Trans>Activity level</Trans>
        <select name="activity" value={activity} onChange={(e) => setActivity(e.target.value as ActivityLevel)}>
          {ACTIVITY_LEVELS.map((a) => (
            <option key={a} value={a}>
              {i18n._(ACTIVITY_NAMES[a])}
            </option>
          ))}
        </select>
      </label>
      <label className="health-field">
        <Trans>Goal</Trans>
        <select name="goal" value={goal} onChange={(e) => setGoal(e.target.value as Goal)}>
          {GOALS.map((g) => (
            <option key={g} value={g}>
              {i18n._(GOAL_NAMES[g])}
            </option>
          ))}
        </select>
      </label>
      <label className="health-field">
        <Trans>Target weight (kg)</Trans>
        <input type="text" inputMode="decimal" name="target" dir="ltr" value={target} onChange={(e) => setTarget(e.target.value)} />
      </label>
      {error && (
        <p className="health-error" role="alert">
          {error}
        </p>
      )}
      <div className="health-actions">
        <button type="submit" className="btn btn-primary">
          <Trans>Save profile</Trans>
        </button>
        <span role="status">{saved && <Trans>Profile saved.</Trans>}</span>
      </div>
    </form>
  );
}
