import { TextField } from './form-field';

type TextFieldProps = Parameters<typeof TextField>[0];

/**
 * The required address of a product page (field `url`, labelled 'Product URL' unless told): the browser offers
 * its web-address keyboard and checks the form.
 */
export function ProductUrlField({
  label = 'Product URL',
  ...props
}: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'required'> & { label?: string }) {
  return <TextField {...props} label={label} name="url" type="url" inputMode="url" required />;
}
